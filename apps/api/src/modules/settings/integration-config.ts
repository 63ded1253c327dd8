/**
 * The configuration of the payment processor and the courier as the running shop uses it: the
 * environment's values, overridden by what staff saved in the settings screen (the integrations
 * service resolves it; docs/decisions/054). A getter returns null when the integration is off.
 */

export type NetopiaConfig = {
  apiKey: string;
  posSignature: string;
  /** Netopia's public key (PEM) that verifies the IPN's `Verification-token`. */
  publicKey: string;
  env: 'sandbox' | 'live';
  /** The API's base URL: Netopia's for `env`, or a stand-in's in tests and `npm run dev`. */
  apiUrl: string;
};

export type SamedayConfig = {
  username: string;
  password: string;
  apiUrl: string;
  /** The shop's pickup point at Sameday (where the courier collects parcels); null: the default one. */
  pickupPointId: string | null;
  /** The service an AWB uses unless staff choose another (Sameday's service id). */
  serviceId: string | null;
};

export type IntegrationConfigs = {
  netopia: () => Promise<NetopiaConfig | null>;
  sameday: () => Promise<SamedayConfig | null>;
};
