import { startGeoFakes } from './geo-fakes';

/**
 * `pnpm --filter @groundwork/geo-fakes start`: runs the five fakes (Regrid, Census, ArcGIS,
 * Nominatim, SDA) until Ctrl-C and prints the variables (SDA_URL for the studies worker) to start the platform with, e.g. `env $(...) bash tools/bin/start` offline.
 */
const fakes = await startGeoFakes({ withArcgisKey: process.argv.includes('--with-arcgis-key') });
for (const [name, value] of Object.entries(fakes.env)) process.stdout.write(`${name}=${value}\n`);
const stop = () => {
  void fakes.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
