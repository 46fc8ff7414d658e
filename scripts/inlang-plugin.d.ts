// The inlang message-format plugin ships JavaScript only; its default export is an inlang plugin.
declare module '@inlang/plugin-message-format' {
  import type { InlangPlugin } from '@inlang/sdk';
  const plugin: InlangPlugin;
  export default plugin;
}
