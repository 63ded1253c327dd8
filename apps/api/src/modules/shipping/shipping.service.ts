import { baniToDecimal, decimalToBani } from '@shop/shared/money';
import {
  AWB_BULK_MAX,
  AWB_DAY_LABELS_MAX,
  type AwbBulkResult,
  type AwbCreateBody,
  type AwbDefaults,
  type Shipment,
  type ShipmentState,
} from '@shop/shared/schemas/admin/shipping';
import type { Database, Executor } from '../../db/client';
import { AppError, badRequest, notFound } from '../../lib/errors';
import type { Actor, AuditService } from '../audit/audit.service';
import { canShip, type OrderShippingPort, type ShippingOrderFacts } from '../checkout/orders/order-shipping';
import type { Courier, ShipmentRequest } from './courier';
import { CourierError, CourierUnavailableError } from './courier-errors';
import { createShipmentsRepository, type ShipmentRow } from './shipments.repository';

const orderNotFound = () => notFound('checkout.order_not_found', 'Comanda nu a fost găsită.');
const awbNotFound = () => notFound('shipping.awb_not_found', 'Comanda nu are un AWB activ.');

type ShippingLogger = { warn: (object: object, message: string) => void };

/** The courier's failures as the admin API answers them. */
export function courierFailure(error: unknown): unknown {
  if (error instanceof CourierUnavailableError) {
    return new AppError(
      503,
      'shipping.courier_unavailable',
      'Curierul nu este configurat. Completează datele Sameday în setări.',
    );
  }
  if (error instanceof CourierError) {
    return new AppError(502, 'shipping.courier_error', `Sameday: ${error.message}`);
  }
  return error;
}

async function atCourier<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw courierFailure(error);
  }
}

/**
 * AWBs at the courier for staff (docs/decisions/052): what the dialog proposes, making one (at
 * most one live per order: an advisory lock per order around the courier's call, and the partial
 * unique index behind it), cancelling, the label, and the same for a batch of orders.
 */
export function createShippingService(deps: {
  db: Database;
  courier: Courier;
  /** Whether a courier is configured now (staff may set it while the shop runs). */
  configured: () => Promise<boolean>;
  orders: OrderShippingPort;
  audit: Pick<AuditService, 'record'>;
  log?: ShippingLogger;
}) {
  const { db, courier, orders, audit } = deps;

  function toShipment(row: ShipmentRow): Shipment {
    return {
      id: row.id,
      courier: row.courier as Shipment['courier'],
      awb: row.awb,
      status: row.state as ShipmentState,
      courier_status: row.courierStatus,
      delivery: row.delivery as Shipment['delivery'],
      locker_id: row.lockerId,
      weight_grams: row.weightGrams,
      parcels: row.parcels,
      cash_on_delivery: baniToDecimal(row.cashOnDelivery),
      insured_value: baniToDecimal(row.insuredValue),
      tracking_url: row.trackingUrl,
      label_url: `/api/admin/orders/${row.orderId}/awb/label.pdf`,
      created_at: row.createdAt.toISOString(),
      cancelled_at: row.cancelledAt ? row.cancelledAt.toISOString() : null,
      delivered_at: row.deliveredAt ? row.deliveredAt.toISOString() : null,
    };
  }

  async function factsOf(executor: Executor, orderId: number): Promise<ShippingOrderFacts> {
    const facts = (await orders.facts(executor, [orderId])).get(orderId);
    if (!facts) throw orderNotFound();
    return facts;
  }

  async function defaultsFor(executor: Executor, facts: ShippingOrderFacts): Promise<AwbDefaults> {
    const grams = await createShipmentsRepository(executor).parcelWeight(facts.id);
    return {
      delivery: facts.delivery.method === 'locker' ? 'pickup_point' : 'address',
      locker_id: facts.delivery.method === 'locker' ? facts.delivery.lockerId : null,
      weight_grams: Math.max(1, grams),
      parcels: 1,
      cash_on_delivery: baniToDecimal(facts.dueOnDelivery),
      // Insurance costs a share of the declared value: staff declare one when they want it.
      insured_value: baniToDecimal(0),
    };
  }

  async function create(
    orderId: number,
    body: AwbCreateBody,
    actor: Actor,
    executor: Executor = db,
  ): Promise<Shipment> {
    return executor.transaction(async (tx) => {
      const repository = createShipmentsRepository(tx);
      // Parallel clicks queue here; the second finds the first's AWB and is refused below.
      await repository.lockOrder(orderId);
      const facts = await factsOf(tx, orderId);
      const existing = await repository.live(orderId);
      if (existing) {
        throw new AppError(409, 'shipping.awb_exists', `Comanda are deja AWB-ul ${existing.awb}.`);
      }
      if (!canShip(facts)) {
        throw new AppError(
          409,
          'shipping.not_shippable',
          'Comanda nu poate fi expediată acum: trebuie să fie plasată sau în procesare, și plătită sau cu plata la livrare.',
        );
      }
      if (!(await deps.configured())) throw courierFailure(new CourierUnavailableError());
      const delivery = body.delivery ?? (facts.delivery.method === 'locker' ? 'pickup_point' : 'address');
      if (delivery === 'pickup_point' && facts.delivery.method !== 'locker') {
        throw badRequest('validation_error', 'Comanda nu are un easybox ales.', {
          delivery: ['Comanda se livrează la adresă: nu are un punct de ridicare ales.'],
        });
      }
      const point = delivery === 'pickup_point' && facts.delivery.method === 'locker' ? facts.delivery : null;
      const lockerId = point?.lockerId ?? null;
      const cashOnDelivery = decimalToBani(body.cash_on_delivery) ?? 0;
      const insuredValue = decimalToBani(body.insured_value) ?? 0;
      const request: ShipmentRequest = {
        orderId,
        delivery: point ? { kind: 'pickup_point', courierId: point.courierPointId } : { kind: 'address' },
        weightGrams: body.weight_grams,
        parcels: body.parcels,
        cashOnDelivery,
        insuredValue,
        recipient: facts.recipient,
        observation: `Comanda nr. ${orderId}`,
      };
      const created = await atCourier(() => courier.createShipment(request));
      try {
        const row = await repository.insert({
          orderId,
          courier: courier.name,
          awb: created.awb,
          delivery,
          lockerId,
          weightGrams: body.weight_grams,
          parcels: body.parcels,
          cashOnDelivery,
          insuredValue,
          cost: created.cost,
          trackingUrl: courier.trackingUrl(created.awb),
          createdBy: actor.id,
        });
        await audit.record(tx, actor, {
          entityType: 'order',
          entityId: orderId,
          action: 'awb_create',
          after: { awb: created.awb, courier: courier.name, cash_on_delivery: body.cash_on_delivery },
        });
        return toShipment(row);
      } catch (error) {
        // Not recorded here: undo it at the courier, so no AWB exists that the shop does not know.
        await courier
          .cancel(created.awb)
          .catch((cancelError: unknown) =>
            deps.log?.warn(
              { err: cancelError, awb: created.awb },
              'an AWB made but not recorded could not be cancelled',
            ),
          );
        throw error;
      }
    });
  }

  return {
    toShipment,

    /** The order detail's `shipment` and `awb_available`. */
    async detailOf(executor: Executor, orderId: number) {
      const repository = createShipmentsRepository(executor);
      const [row, facts, configured] = await Promise.all([
        repository.latest(orderId),
        orders.facts(executor, [orderId]),
        deps.configured(),
      ]);
      const order = facts.get(orderId);
      const live = row && !row.cancelledAt;
      return {
        shipment: row ? toShipment(row) : null,
        awbAvailable: configured && !live && order !== undefined && canShip(order),
      };
    },

    async defaults(orderId: number): Promise<AwbDefaults> {
      return defaultsFor(db, await factsOf(db, orderId));
    },

    create,

    async cancel(orderId: number, actor: Actor, executor: Executor = db): Promise<void> {
      await executor.transaction(async (tx) => {
        const repository = createShipmentsRepository(tx);
        await repository.lockOrder(orderId);
        await factsOf(tx, orderId);
        const live = await repository.live(orderId);
        if (!live) throw awbNotFound();
        await atCourier(() => courier.cancel(live.awb));
        await repository.markCancelled(live.id);
        await audit.record(tx, actor, {
          entityType: 'order',
          entityId: orderId,
          action: 'awb_cancel',
          before: { awb: live.awb, courier: live.courier },
        });
      });
    },

    async label(orderId: number, format: 'A4' | 'A6'): Promise<Buffer> {
      await factsOf(db, orderId);
      const live = await createShipmentsRepository(db).live(orderId);
      if (!live) throw awbNotFound();
      return atCourier(() => courier.label(live.awb, format));
    },

    /**
     * Each order as the single route would make it, with the dialog's defaults; one failing stops
     * none. A day stands for its orders that may ship and have no live AWB, oldest first, at most
     * `AWB_BULK_MAX` a call (`remaining` says how many wait for the next).
     */
    async bulkCreate(
      chosen: { orderIds: number[] } | { day: string },
      actor: Actor,
      executor: Executor = db,
    ): Promise<AwbBulkResult> {
      let orderIds: number[];
      let remaining = 0;
      if ('day' in chosen) {
        const placed = await orders.placedOn(executor, chosen.day);
        const live = await createShipmentsRepository(executor).liveOf(placed.map((order) => order.id));
        const shipped = new Set(live.map((row) => row.orderId));
        const waiting = placed.filter((order) => order.shippable && !shipped.has(order.id));
        orderIds = waiting.slice(0, AWB_BULK_MAX).map((order) => order.id);
        remaining = waiting.length - orderIds.length;
      } else {
        orderIds = [...new Set(chosen.orderIds)];
      }
      const results: AwbBulkResult['results'] = [];
      for (const orderId of orderIds) {
        try {
          const defaults = await defaultsFor(executor, await factsOf(executor, orderId));
          const shipment = await create(
            orderId,
            {
              weight_grams: defaults.weight_grams,
              parcels: defaults.parcels,
              cash_on_delivery: defaults.cash_on_delivery,
              insured_value: defaults.insured_value,
            },
            actor,
            executor,
          );
          results.push({ order_id: orderId, shipment, error: null });
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          results.push({
            order_id: orderId,
            shipment: null,
            error: { detail: error.detail, code: error.code },
          });
        }
      }
      return { results, remaining };
    },

    /**
     * Every live AWB's label among the chosen orders (in the order asked), or of the orders placed
     * on a day (oldest first), as one PDF of A6 pages.
     */
    async labels(chosen: { orderIds: number[] } | { day: string }): Promise<Buffer> {
      const orderIds =
        'day' in chosen
          ? (await orders.placedOn(db, chosen.day)).map((order) => order.id)
          : [...new Set(chosen.orderIds)];
      const rows = await createShipmentsRepository(db).liveOf(orderIds);
      const byOrder = new Map(rows.map((row) => [row.orderId, row]));
      const wanted = orderIds.flatMap((id) => byOrder.get(id) ?? []);
      if (wanted.length === 0)
        throw notFound('shipping.awb_not_found', 'Comenzile alese nu au AWB-uri active.');
      if (wanted.length > AWB_DAY_LABELS_MAX) {
        throw badRequest(
          'shipping.too_many_labels',
          `Ziua are ${wanted.length} de AWB-uri: alege cel mult ${AWB_DAY_LABELS_MAX} de comenzi din listă.`,
        );
      }
      // pdf-lib is evaluated only here, not with the bundle at every start (docs/decisions/078).
      const { PDFDocument } = await import('pdf-lib');
      const merged = await PDFDocument.create();
      for (const row of wanted) {
        const label = await atCourier(() => courier.label(row.awb, 'A6'));
        const source = await PDFDocument.load(label);
        const pages = await merged.copyPages(source, source.getPageIndices());
        for (const page of pages) merged.addPage(page);
      }
      return Buffer.from(await merged.save());
    },
  };
}

export type ShippingService = ReturnType<typeof createShippingService>;
