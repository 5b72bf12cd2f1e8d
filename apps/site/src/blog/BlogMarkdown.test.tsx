import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BlogMarkdown } from './BlogMarkdown';

const HOSTILE = [
  '# Heading',
  '',
  '<script>window.__pwned = true</script>',
  '',
  '<img src="x" onerror="window.__pwned = true">',
  '',
  '[click](javascript:window.__pwned=true) and [safe](https://example.com/guide)',
  '',
  '<iframe src="https://evil.example"></iframe>',
  '',
  '![pic](javascript:alert(1))',
].join('\n');

afterEach(() => {
  delete (window as { __pwned?: boolean }).__pwned;
});

describe('BlogMarkdown', () => {
  it('renders Markdown as elements', () => {
    const { container } = render(
      <BlogMarkdown markdown={'## Pack light\n\n- one bag\n- **two** shoes'} />,
    );
    expect(container.querySelector('h2')?.textContent).toBe('Pack light');
    expect(container.querySelectorAll('li')).toHaveLength(2);
    expect(container.querySelector('strong')?.textContent).toBe('two');
  });

  it('drops raw HTML and unsafe links from a hostile post', () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { container } = render(<BlogMarkdown markdown={HOSTILE} />);
    expect(container.querySelector('h1')?.textContent).toBe('Heading');
    expect(container.querySelector('script, iframe, img[onerror], [onerror]')).toBeNull();
    expect(container.innerHTML).not.toContain('__pwned');
    const links = [...container.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    expect(links).toEqual(['', 'https://example.com/guide']);
    expect(container.innerHTML).not.toMatch(/javascript:/i);
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
    expect(alert).not.toHaveBeenCalled();
  });
});
