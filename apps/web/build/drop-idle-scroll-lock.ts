import type { Plugin } from 'vite';

const SIDECAR = /[\\/]react-remove-scroll[\\/]dist[\\/]es2015[\\/]sidecar\.js$/;

/**
 * react-remove-scroll (Mantine's scroll lock for modals and drawers) declares its sidecar module
 * side-effectful, so importing anything from @mantine/core kept it, and its dependencies, in the
 * landing page's bundle without a modal in sight. The sidecar only registers the component its
 * own export names: marked pure, it stays exactly where a modal or drawer uses it.
 */
export function dropIdleScrollLock(): Plugin {
  return {
    name: 'receptari:drop-idle-scroll-lock',
    transform(code, id) {
      if (!SIDECAR.test(id)) return null;
      return { code, map: null, moduleSideEffects: false };
    },
  };
}
