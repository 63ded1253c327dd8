import { createPublicKey } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type {
  AdminNetopiaSettings,
  AdminNetopiaSettingsInput,
  AdminSamedaySettings,
  AdminSamedaySettingsInput,
  IntegrationName,
  IntegrationTestResult,
  PlainSetting,
  SecretSetting,
} from '@shop/shared/schemas/admin/integrations';
import { NETOPIA_API_URLS, SAMEDAY_LIVE_API_URL, type Config } from '../../config';
import type { Database } from '../../db/client';
import { AppError, badRequest } from '../../lib/errors';
import { openSecret, sealSecret, secretKeyFrom } from '../../lib/sealed-secrets';
import type { Actor, AuditService } from '../audit/audit.service';
import type { IntegrationConfigs, NetopiaConfig, SamedayConfig } from './integration-config';
import { createIntegrationsRepository, type SavedIntegration } from './integrations.repository';

/**
 * The connection tests of the integrations: each calls the integration's API with the
 * configuration given and resolves when it answered, or throws with what went wrong. The Netopia
 * and Sameday clients provide them (`testConnection()`).
 */
export type IntegrationConnectionTests = {
  netopia: (config: NetopiaConfig) => Promise<void>;
  sameday: (config: SamedayConfig) => Promise<void>;
};

/** The channel the table's trigger NOTIFYs at the commit of any change. */
export const INTEGRATION_SETTINGS_CHANNEL = 'integration_settings_changed';

/** The key the saved credentials are sealed with, derived from the server's secret. */
export function integrationSecretsKey(serverSecret: string): Buffer {
  return secretKeyFrom(undefined, serverSecret, {
    salt: 'salvia-integrations',
    info: 'integration-credentials-at-rest',
  });
}

/** The values of one integration by field name, as the settings name them (wire names). */
type Values = Record<string, string | undefined>;

type Definition<C> = {
  plain: readonly string[];
  secret: readonly string[];
  /** The environment's configuration as field values. */
  environment: (config: Pick<Config, 'netopia' | 'sameday'>) => Values;
  /** The configuration in force from the values in force, or null when one it needs is missing. */
  resolve: (values: Values) => C | null;
  /** Turns a saved value into its canonical form, or refuses it (400). */
  normalize?: (field: string, value: string) => string;
};

const trimSlashes = (url: string) => url.replace(/\/+$/, '');

const netopia: Definition<NetopiaConfig> = {
  plain: ['env', 'pos_signature', 'public_key', 'api_url'],
  secret: ['api_key'],
  environment: ({ netopia: config }) => ({
    env: config?.env,
    pos_signature: config?.posSignature,
    public_key: config?.publicKey,
    // The URL that goes with the environment is not an override: a saved `env` picks its own.
    api_url: config && config.apiUrl !== NETOPIA_API_URLS[config.env] ? config.apiUrl : undefined,
    api_key: config?.apiKey,
  }),
  resolve: (values) => {
    const env = values.env === 'live' ? 'live' : 'sandbox';
    if (!values.api_key || !values.pos_signature || !values.public_key) return null;
    return {
      apiKey: values.api_key,
      posSignature: values.pos_signature,
      publicKey: values.public_key,
      env,
      apiUrl: values.api_url ?? NETOPIA_API_URLS[env],
    };
  },
  normalize: (field, value) => {
    if (field === 'api_url') return trimSlashes(value);
    if (field === 'public_key') {
      try {
        createPublicKey(value);
      } catch {
        const message = 'Cheia publică nu poate fi citită: copiați-o întreagă, în format PEM.';
        throw badRequest('integrations.invalid_public_key', message, { public_key: [message] });
      }
    }
    return value;
  },
};

const sameday: Definition<SamedayConfig> = {
  plain: ['username', 'api_url', 'pickup_point_id', 'service_id'],
  secret: ['password'],
  environment: ({ sameday: config }) => ({
    username: config?.username,
    api_url: config?.apiUrl,
    pickup_point_id: config?.pickupPointId ?? undefined,
    service_id: config?.serviceId ?? undefined,
    password: config?.password,
  }),
  resolve: (values) => {
    if (!values.username || !values.password) return null;
    return {
      username: values.username,
      password: values.password,
      apiUrl: values.api_url ?? SAMEDAY_LIVE_API_URL,
      pickupPointId: values.pickup_point_id ?? null,
      serviceId: values.service_id ?? null,
    };
  },
  normalize: (field, value) => (field === 'api_url' ? trimSlashes(value) : value),
};

const DEFINITIONS = { netopia, sameday } as const;

type Resolved<C> = {
  config: C | null;
  saved: SavedIntegration;
  /** The saved secrets opened; one sealed with another key is left out (the environment's counts). */
  secrets: Values;
  environment: Values;
};

type AdminViews = { netopia: AdminNetopiaSettings; sameday: AdminSamedaySettings };
type AdminInputs = { netopia: AdminNetopiaSettingsInput; sameday: AdminSamedaySettingsInput };
type Configs = { netopia: NetopiaConfig; sameday: SamedayConfig };

/**
 * The integrations' configuration in force (docs/decisions/054): for each field, the value staff
 * saved in the settings, else the environment's. Resolved once and kept in the process while a
 * listener hears the table's changes (`setCaching`); a save here, or a change anywhere that the
 * table's trigger announces, drops it.
 */
export function createIntegrationsService(deps: {
  db: Database;
  audit: Pick<AuditService, 'record'>;
  config: Pick<Config, 'netopia' | 'sameday'>;
  /** The key of the saved secrets (`integrationSecretsKey`). */
  key: Buffer;
  log: FastifyBaseLogger;
}) {
  const { db, audit, key, log } = deps;
  const cache = new Map<IntegrationName, Promise<Resolved<unknown>>>();
  let caching = false;

  /** The state a saved row gives; `warn` logs a secret that no longer opens (once per read). */
  function stateOf<N extends IntegrationName>(
    name: N,
    saved: SavedIntegration,
    warn: boolean,
  ): Resolved<Configs[N]> {
    const definition = DEFINITIONS[name] as unknown as Definition<Configs[N]>;
    const secrets: Values = {};
    for (const [field, sealed] of Object.entries(saved.secrets)) {
      const opened = openSecret(key, sealed);
      if (opened !== null) secrets[field] = opened;
      // The server's secret changed since it was saved: the environment's value counts again.
      else if (warn) log.warn({ integration: name, field }, 'A saved integration secret cannot be opened');
    }
    const environment = definition.environment(deps.config);
    const values: Values = {};
    for (const field of definition.plain) values[field] = saved.values[field] ?? environment[field];
    for (const field of definition.secret) values[field] = secrets[field] ?? environment[field];
    return { config: definition.resolve(values), saved, secrets, environment };
  }

  async function load<N extends IntegrationName>(name: N): Promise<Resolved<Configs[N]>> {
    return stateOf(name, await createIntegrationsRepository(db).read(name), true);
  }

  function resolved<N extends IntegrationName>(name: N): Promise<Resolved<Configs[N]>> {
    const kept = caching ? cache.get(name) : undefined;
    if (kept) return kept as Promise<Resolved<Configs[N]>>;
    const loading = load(name);
    if (caching) {
      cache.set(name, loading);
      loading.catch(() => {
        if (cache.get(name) === loading) cache.delete(name);
      });
    }
    return loading;
  }

  function adminView<N extends IntegrationName>(name: N, state: Resolved<Configs[N]>): AdminViews[N] {
    const definition = DEFINITIONS[name] as unknown as Definition<Configs[N]>;
    const view: Record<string, unknown> = {
      active: state.config !== null,
      updated_at: state.saved.updatedAt?.toISOString() ?? null,
      updated_by: state.saved.updatedByEmail,
    };
    for (const field of definition.plain) {
      const saved = state.saved.values[field];
      const environment = state.environment[field] ?? null;
      view[field] = {
        value: saved ?? environment,
        saved: saved !== undefined,
        environment,
      } satisfies PlainSetting;
    }
    for (const field of definition.secret) {
      const saved = state.secrets[field] !== undefined;
      const environmentSet = state.environment[field] !== undefined;
      view[field] = {
        set: saved || environmentSet,
        saved,
        environment_set: environmentSet,
      } satisfies SecretSetting;
    }
    return view as AdminViews[N];
  }

  /** What the audit log keeps of a view: no dates, and which secrets a save replaced (never them). */
  const audited = (view: Record<string, unknown>, secretsChanged: string[] = []) => {
    const { updated_at: _at, updated_by: _by, ...rest } = view;
    return secretsChanged.length > 0 ? { ...rest, secrets_changed: secretsChanged } : rest;
  };

  const invalidate = () => cache.clear();
  const getters: IntegrationConfigs = {
    netopia: async () => (await resolved('netopia')).config,
    sameday: async () => (await resolved('sameday')).config,
  };

  return {
    ...getters,

    /** The getters other modules take (integration-config.ts). */
    configs: (): IntegrationConfigs => getters,

    /** Drops what was resolved: the next read goes to the database. */
    invalidate,

    /**
     * A notification on the table's channel: any change drops everything resolved. The payload is
     * taken so that a test can tell its own fence notification from the ones before it.
     */
    heard(_payload: string) {
      invalidate();
    },

    /**
     * Keeps what was resolved only while `on` (a listener hears every change of the table);
     * otherwise every read goes to the database, as a change elsewhere could not be heard.
     */
    setCaching(on: boolean) {
      caching = on;
      invalidate();
    },

    /** Whether resolved configurations are kept (a listener hears the table's changes). */
    isCaching: () => caching,

    async adminView<N extends IntegrationName>(name: N): Promise<AdminViews[N]> {
      return adminView(name, await load(name));
    },

    /**
     * Saves a change (superusers; audited): a value saves the field, null clears it back to the
     * environment's, a field left out keeps what it had. Secrets are sealed before they are stored.
     */
    async update<N extends IntegrationName>(
      actor: Actor,
      name: N,
      input: AdminInputs[N],
    ): Promise<AdminViews[N]> {
      const definition = DEFINITIONS[name] as unknown as Definition<Configs[N]>;
      const changes = Object.entries(input as Record<string, string | null | undefined>).filter(
        (entry): entry is [string, string | null] => entry[1] !== undefined,
      );
      const normalized = changes.map(([field, value]): [string, string | null] => [
        field,
        value === null || !definition.normalize ? value : definition.normalize(field, value),
      ]);
      await db.transaction(async (tx) => {
        const repository = createIntegrationsRepository(tx);
        const before = await repository.read(name, { lock: true });
        const beforeView = adminView(name, stateOf(name, before, false));
        const values = { ...before.values };
        const secrets = { ...before.secrets };
        const secretsChanged: string[] = [];
        for (const [field, value] of normalized) {
          if (definition.secret.includes(field)) {
            if (value === null) delete secrets[field];
            else secrets[field] = sealSecret(key, value);
            secretsChanged.push(field);
          } else if (value === null) {
            delete values[field];
          } else {
            values[field] = value;
          }
        }
        await repository.write(name, { values, secrets }, actor.id);
        const afterView = adminView(name, stateOf(name, await repository.read(name), false));
        await audit.record(tx, actor, {
          entityType: 'integration_settings',
          entityId: name,
          action: 'update',
          before: audited(beforeView),
          after: audited(afterView, secretsChanged),
        });
      });
      invalidate();
      return adminView(name, await load(name));
    },

    /**
     * Calls the integration with the configuration in force; 409 when it lacks a value it needs.
     * What the integration said is answered with every secret of the configuration masked.
     */
    async testConnection(
      name: IntegrationName,
      tests: IntegrationConnectionTests,
    ): Promise<IntegrationTestResult> {
      const { config } = await load(name);
      if (!config) {
        throw new AppError(
          409,
          'integrations.not_configured',
          'Completați toate datele integrării (salvate sau din mediu) înainte de test.',
        );
      }
      try {
        if (name === 'netopia') await tests.netopia(config as NetopiaConfig);
        else await tests.sameday(config as SamedayConfig);
        return { ok: true, message: null };
      } catch (error) {
        const message = masked(error instanceof Error ? error.message : String(error), config);
        log.warn({ integration: name, message }, 'Integration connection test failed');
        return { ok: false, message: message || 'Conexiunea a eșuat.' };
      }
    },
  };
}

/** The text with every secret of the configuration replaced, however an integration echoed it. */
function masked(text: string, config: NetopiaConfig | SamedayConfig): string {
  const secrets = ('apiKey' in config ? [config.apiKey] : [config.password]).filter(
    (secret) => secret.length >= 4,
  );
  return secrets.reduce((result, secret) => result.split(secret).join('***'), text).slice(0, 500);
}

export type IntegrationsService = ReturnType<typeof createIntegrationsService>;
