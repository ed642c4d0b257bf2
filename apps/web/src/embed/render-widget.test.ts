import type { PublicWidget } from '@bloom/core';
import { describe, expect, it } from 'vitest';
import { byline, formatDay, ratingLabel, renderWidget } from './render-widget';
import { type FakeElement, fakeRoot } from './test-dom';
import { WIDGET_CSS } from './widget-styles';

type Widget = PublicWidget['widget'];
type Testimonial = PublicWidget['testimonials'][number];

const quote = (n: number, extra: Partial<Testimonial> = {}): Testimonial => ({
  quote: `Quote number ${n}`,
  name: `Client ${n}`,
  title: 'Owner',
  company: 'Harbor Bakery',
  rating: 5,
  date: '2026-01-05',
  ...extra,
});

const widget = (extra: Partial<Widget> = {}): Widget => ({
  id: 'w1',
  layout: 'grid',
  theme: 'light',
  showRating: true,
  showDate: false,
  brand: { name: 'Acme Studio', logoUrl: null, primaryColor: '#7c3aed', accentColor: null },
  ...extra,
});

function render(w: Partial<Widget>, testimonials: Testimonial[], options = {}) {
  const root = fakeRoot();
  renderWidget(root as unknown as ShadowRoot, { widget: widget(w), testimonials }, { locale: 'en-US', ...options });
  const box = root.byClass('bw')[0] as FakeElement;
  return { root, box };
}

describe('renderWidget layouts', () => {
  it('renders every testimonial as a card in the grid, with its styles inside the root', () => {
    const { root, box } = render({ layout: 'grid' }, [quote(1), quote(2), quote(3)]);
    expect(root.children[0]).toMatchObject({ tagName: 'style' });
    expect(box.getAttribute('data-layout')).toBe('grid');
    const cards = box.byClass('card');
    expect(cards).toHaveLength(3);
    expect(cards.map((c) => c.byClass('quote')[0]?.textContent)).toEqual([
      'Quote number 1',
      'Quote number 2',
      'Quote number 3',
    ]);
    expect(cards[0]?.byClass('name')[0]?.textContent).toBe('Client 1');
    expect(cards[0]?.byClass('role')[0]?.textContent).toBe('Owner, Harbor Bakery');
    expect(cards[0]?.byClass('avatar')[0]?.textContent).toBe('C');
  });

  it('shows only the first testimonial as a single quote, with a quotation mark', () => {
    const { box } = render({ layout: 'single' }, [quote(1), quote(2)]);
    expect(box.byClass('card')).toHaveLength(1);
    expect(box.byClass('quote')[0]?.textContent).toBe('Quote number 1');
    expect(box.byClass('mark')[0]?.getAttribute('aria-hidden')).toBe('true');
  });

  it('renders the compact list as rows', () => {
    const { box } = render({ layout: 'list' }, [quote(1), quote(2)]);
    expect(box.getAttribute('data-layout')).toBe('list');
    expect(box.byClass('items')[0]?.children).toHaveLength(2);
  });

  it('shows one carousel slide at a time, moved by the labelled buttons and the arrow keys', () => {
    const { box } = render({ layout: 'carousel' }, [quote(1), quote(2), quote(3)]);
    const region = box.byTag('section')[0] as FakeElement;
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    expect(region.getAttribute('tabindex')).toBe('0');
    const visible = () =>
      region
        .byClass('card')
        .filter((s) => s.getAttribute('aria-hidden') === 'false')
        .map((s) => s.byClass('quote')[0]?.textContent);
    const count = () => region.byClass('count')[0]?.textContent;
    expect(visible()).toEqual(['Quote number 1']);
    expect(count()).toBe('1 of 3');

    const [prev, next] = region.byTag('button') as [FakeElement, FakeElement];
    expect(prev.getAttribute('aria-label')).toBe('Previous testimonial');
    expect(next.getAttribute('aria-label')).toBe('Next testimonial');
    next.dispatch('click');
    expect(visible()).toEqual(['Quote number 2']);
    expect(count()).toBe('2 of 3');
    region.dispatch('keydown', { key: 'ArrowRight' });
    region.dispatch('keydown', { key: 'ArrowRight' });
    expect(visible()).toEqual(['Quote number 1']);
    expect(region.dispatch('keydown', { key: 'ArrowLeft' })).toBe(true);
    expect(visible()).toEqual(['Quote number 3']);
    // Other keys (Tab, Enter) are left to the page.
    expect(region.dispatch('keydown', { key: 'Tab' })).toBe(false);
    expect(count()).toBe('3 of 3');
  });

  it('gives a one-slide carousel no buttons', () => {
    const { box } = render({ layout: 'carousel' }, [quote(1)]);
    expect(box.byTag('button')).toHaveLength(0);
    expect(box.byClass('card')[0]?.getAttribute('aria-hidden')).toBe('false');
  });

  it('sets the theme for the style sheet to pick (light, dark or the visitor’s)', () => {
    for (const theme of ['light', 'dark', 'auto'] as const) {
      expect(render({ theme }, [quote(1)]).box.getAttribute('data-theme')).toBe(theme);
    }
    expect(WIDGET_CSS).toContain('@media (prefers-color-scheme:dark){.bw[data-theme=auto]');
  });
});

describe('renderWidget keeps text as text', () => {
  const hostile = quote(1, {
    quote: '<img src=x onerror=alert(1)><script>alert(2)</script>',
    name: '"><img src=x onerror=alert(3)>',
    title: '<b>CEO</b>',
    company: null,
  });

  it('creates no element from a testimonial’s words', () => {
    for (const layout of ['grid', 'carousel', 'single', 'list'] as const) {
      const { root } = render({ layout, showDate: true }, [hostile, hostile]);
      expect(root.byTag('img')).toHaveLength(0);
      expect(root.byTag('script')).toHaveLength(0);
      expect(root.byTag('b')).toHaveLength(0);
      expect(root.byClass('quote')[0]?.textContent).toBe(hostile.quote);
      expect(root.byClass('name')[0]?.textContent).toBe(hostile.name);
      expect(root.html()).toContain('&lt;img src=x onerror=alert(1)&gt;&lt;script&gt;');
    }
  });

  it('shows a logo only from an http(s) address or a path of the site, described by the brand name', () => {
    const logo = (logoUrl: string) =>
      render({ brand: { name: 'Acme "Studio"', logoUrl, primaryColor: '#7c3aed', accentColor: null } }, [
        quote(1),
      ]).root.byTag('img');
    expect(logo('javascript:alert(1)')).toHaveLength(0);
    expect(logo('//evil.example/x.png')).toHaveLength(0);
    const [img] = logo('https://app.example/api/logos/abc.png');
    expect(img?.getAttribute('src')).toBe('https://app.example/api/logos/abc.png');
    expect(img?.getAttribute('alt')).toBe('Acme "Studio"');
    expect(logo('/api/logos/abc.png')).toHaveLength(1);
  });

  it('lets right-to-left names and quotes set their own direction', () => {
    const { box } = render({}, [quote(1, { name: 'مريم الحسيني', quote: 'عمل رائع' })]);
    expect(box.byClass('card')[0]?.getAttribute('dir')).toBe('auto');
    expect(box.byClass('name')[0]?.getAttribute('dir')).toBe('auto');
    expect(box.byClass('quote')[0]?.getAttribute('dir')).toBe('auto');
    expect(box.byClass('avatar')[0]?.textContent).toBe('م');
  });
});

describe('renderWidget details', () => {
  it('reads a rating as "N out of 5 stars" and fills that many stars', () => {
    const { box } = render({}, [quote(1, { rating: 4 })]);
    const stars = box.byClass('stars')[0] as FakeElement;
    expect(stars.getAttribute('role')).toBe('img');
    expect(stars.getAttribute('aria-label')).toBe('4 out of 5 stars');
    expect(stars.byTag('svg')).toHaveLength(5);
    expect(stars.byClass('on')).toHaveLength(4);
    expect(ratingLabel(5)).toBe('5 out of 5 stars');
  });

  it('leaves the stars out when the widget hides ratings or the client gave none', () => {
    expect(render({ showRating: false }, [quote(1)]).box.byClass('stars')).toHaveLength(0);
    expect(render({}, [quote(1, { rating: null })]).box.byClass('stars')).toHaveLength(0);
  });

  it('shows the date only when asked, as a <time> with the machine date', () => {
    expect(render({}, [quote(1)]).box.byTag('time')).toHaveLength(0);
    const [time] = render({ showDate: true }, [quote(1)]).box.byTag('time');
    expect(time?.getAttribute('datetime')).toBe('2026-01-05');
    expect(time?.textContent).toBe('Jan 5, 2026');
    expect(formatDay('not a date')).toBe('not a date');
  });

  it('paints with the brand colour, and a readable text colour on it', () => {
    const { box } = render({ brand: { name: 'A', logoUrl: null, primaryColor: '#fde047', accentColor: '#1d4ed8' } }, [
      quote(1),
    ]);
    expect(box.styles.get('--primary')).toBe('#fde047');
    expect(box.styles.get('--star')).toBe('#fde047');
    expect(box.styles.get('--on-primary')).toBe('#020408');
    expect(box.styles.get('--accent')).toBe('#1d4ed8');
  });

  it('falls back to the default colour for anything but a hex colour', () => {
    const { box } = render(
      { brand: { name: 'A', logoUrl: null, primaryColor: 'red;}:host{display:none', accentColor: 'url(x)' } },
      [quote(1)],
    );
    expect(box.styles.get('--primary')).toBe('#14b8a6');
    expect(box.styles.get('--accent')).toBe('#14b8a6');
  });

  it('renders nothing visible for an empty widget, and says so in the preview', () => {
    const empty = render({}, []);
    expect(empty.box.children).toHaveLength(0);
    expect(render({}, [], { preview: true }).box.textContent).toBe('No testimonials to show yet.');
  });

  it('renders again in place, without stacking a second copy', () => {
    const root = fakeRoot();
    renderWidget(root as unknown as ShadowRoot, { widget: widget(), testimonials: [quote(1)] });
    renderWidget(root as unknown as ShadowRoot, { widget: widget(), testimonials: [quote(1), quote(2)] });
    expect(root.byClass('bw')).toHaveLength(1);
    expect(root.byClass('card')).toHaveLength(2);
  });

  it('joins title and company', () => {
    expect(byline({ title: 'Owner', company: 'Harbor Bakery' })).toBe('Owner, Harbor Bakery');
    expect(byline({ title: ' ', company: null })).toBe('');
  });
});

describe('widget styles', () => {
  it('start by cutting the host element off the page’s styles', () => {
    expect(WIDGET_CSS.trimStart().startsWith(':host{all:initial;display:block}')).toBe(true);
    expect(WIDGET_CSS).toMatch(/\.bw\{all:initial;/);
  });

  it('use no size relative to the host page (rem or em), which its font-size would change', () => {
    expect(WIDGET_CSS).not.toMatch(/\d(r?em)\b/);
  });
});
