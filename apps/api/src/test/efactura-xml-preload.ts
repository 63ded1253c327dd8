import { wireEfacturaXml } from '../modules/invoicing/efactura/spv-xml';
import { standInUbl } from './ubl-stand-in';

// Loaded before main.ts by the e-Factura crash test (server-process.ts `imports`): the server's
// worker renders with the test renderer until the invoicing module's renderUbl is wired.
wireEfacturaXml(standInUbl);
