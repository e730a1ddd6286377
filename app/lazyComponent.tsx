// The app's lazily loaded blocks, fields and widgets share the design system's chunk loader, so one
// preload in tests brings in every chunk, the design system's own (masked input, calendar) too.
export {
  lazyComponent,
  preloadLazyComponents,
  type LazyComponent,
  type Preloadable,
} from '#design-system/lazyComponent.tsx';
