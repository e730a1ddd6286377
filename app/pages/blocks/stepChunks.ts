import type { Block, Step } from '#pages-config/schema/page.ts';
import { PayPalLogin } from '../../features/wallet/PayPalLoginAfter.tsx';
import { fieldRegistry } from '../../fields/registry.ts';
import type { Preloadable } from '../../lazyComponent.tsx';
import { blockRegistry } from './blockRegistry.ts';

/** A block or field component of the registries. */
type Component = object;

function isLazy(component: Component): component is Preloadable {
  return 'preload' in component;
}

/** The PayPal login panel, which a payment election's fields may show (PayPalLoginAfter). */
function payPalPanelFor(fields: ReadonlyArray<{ model: string }>): Component[] {
  return fields.some((field) => field.model === 'PaymentElection') ? [PayPalLogin] : [];
}

/** The components a block renders, itself and those inside it (a group's blocks, a row's or table's fields). */
function componentsOf(block: Block): Component[] {
  const own: Component = blockRegistry[block.type];
  if (block.type === 'field') return [own, fieldRegistry[block.component], ...payPalPanelFor([block])];
  if (block.type === 'row')
    return [own, ...block.fields.map((field) => fieldRegistry[field.component]), ...payPalPanelFor(block.fields)];
  if (block.type === 'tableEditor') return [own, ...block.columns.map((column) => fieldRegistry[column.component])];
  if (block.type === 'group') return [own, ...block.blocks.flatMap(componentsOf)];
  return [own];
}

/** The step's components that come in chunks of their own, hidden ones too (a dependency may show them). */
function lazyComponentsOf(step: Step): Preloadable[] {
  return [...new Set(step.blocks.flatMap(componentsOf))].filter(isLazy);
}

/** Whether every chunk the step shows is in: it renders without waiting. */
export function areStepChunksLoaded(step: Step): boolean {
  return lazyComponentsOf(step).every((component) => component.isLoaded());
}

/** Loads every chunk the step shows; resolves when the step can render without suspending. */
export async function loadStepChunks(step: Step): Promise<void> {
  await Promise.all(lazyComponentsOf(step).map((component) => component.preload()));
}
