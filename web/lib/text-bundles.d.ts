// The text bundles the `textBundles` Vite plugin builds (vite.config.ts): per locale, a loader per
// bundle, each answering its text modules by id.
declare module "virtual:text-bundles" {
  const bundles: Record<string, Record<string, () => Promise<{ default: Record<string, object> }>>>;
  export default bundles;
}
