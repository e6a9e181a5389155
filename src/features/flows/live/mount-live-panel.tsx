/**
 * Puts the live panel (?flows=live) on the page: a React root of its own beside the app's, so the
 * app's tree and its first screen are untouched. Loaded by the composition root only when the live
 * view is wanted.
 *
 * Docked, never over the shop: the container is the body's first block (above the app's root, so
 * narrower screens get it as the page's first block), and the body's class lets flows.css give the
 * panel a column of its own on wide screens, the page narrowed beside it.
 */
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import type { AppSystem } from '../../../state/system-context';
import { LivePanel } from './LivePanel';
import '../flows.css';

const DOCKED_CLASS = 'flows-live-docked';

export function mountLivePanel(system: AppSystem): () => void {
  const container = document.createElement('div');
  container.id = 'flows-live-root';
  document.body.insertBefore(container, document.body.firstChild);
  document.body.classList.add(DOCKED_CLASS);
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <Suspense fallback={null}>
        <LivePanel system={system} />
      </Suspense>
    </StrictMode>,
  );
  return () => {
    root.unmount();
    container.remove();
    document.body.classList.remove(DOCKED_CLASS);
  };
}
