export interface AdoptStylesOptions {
  /** The page's CSP nonce, for the `<style>` fallback where constructable sheets are missing. */
  nonce?: string;
}

function supportsConstructableSheets(root: ShadowRoot): boolean {
  const view = root.ownerDocument.defaultView;
  if (!view || !('adoptedStyleSheets' in root)) return false;
  try {
    new view.CSSStyleSheet();
    return true;
  } catch {
    return false;
  }
}

/**
 * Applies CSS texts (e.g. `tokens.css` and the kit's `styles.css`, imported with Vite's `?inline`)
 * to a shadow root only: nothing reaches the host page's `<head>` or `document.styleSheets`.
 * Constructable sheets are adopted where supported, which a strict `style-src` CSP does not block;
 * elsewhere each text becomes a `<style>` inside the shadow root, carrying `nonce`. Sheets the root
 * already adopted are kept, so calling it again adds rather than replaces.
 */
export function adoptStyles(
  root: ShadowRoot,
  cssTexts: readonly string[],
  options: AdoptStylesOptions = {},
): void {
  if (supportsConstructableSheets(root)) {
    const view = root.ownerDocument.defaultView as typeof window;
    const sheets = cssTexts.map((cssText) => {
      const sheet = new view.CSSStyleSheet();
      sheet.replaceSync(cssText);
      return sheet;
    });
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...sheets];
    return;
  }
  for (const cssText of cssTexts) {
    const style = root.ownerDocument.createElement('style');
    if (options.nonce) style.nonce = options.nonce;
    style.textContent = cssText;
    root.append(style);
  }
}
