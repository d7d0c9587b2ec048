// Non-JavaScript modules the share images import: the Vite plugin and the Workers test pool load `.wasm`
// as a compiled WebAssembly.Module and `.bin` as an ArrayBuffer (workerd may not compile Wasm from bytes).
declare module "*.wasm" {
  const module: WebAssembly.Module;
  export default module;
}

declare module "*.bin" {
  const data: ArrayBuffer;
  export default data;
}
