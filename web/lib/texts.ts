// How the app loads text bundles in the page's language before it renders what reads them. The browser
// entry sets the loader (web/lib/page-locale.ts); on the server every text is registered already, so
// loading is nothing to wait for.
type TextLoader = (bundles: readonly string[]) => Promise<unknown>;

let loader: TextLoader = async () => {};

export function setTextLoader(load: TextLoader): void {
  loader = load;
}

/** A lazy chunk and the texts it reads, loaded together. */
export async function withTexts<M>(load: () => Promise<M>, bundles: readonly string[]): Promise<M> {
  const [module] = await Promise.all([load(), loader(bundles)]);
  return module;
}
