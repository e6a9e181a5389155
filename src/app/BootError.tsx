/**
 * Shown when start-up fails (configuration or messages could not be loaded). i18next is not set up
 * then, and the page's language is not known: the screen is German, its three texts bundled with the
 * entry (src/locales/de/boot.json) so it shows even when nothing else can be loaded.
 */
import texts from '../locales/de/boot.json';

export function BootError() {
  return (
    <main className="boot-error" lang="de">
      <h1>{texts.title}</h1>
      <p>{texts.text}</p>
      <p>
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          {texts.retry}
        </button>
      </p>
    </main>
  );
}
