import { readdirSync, readFileSync } from 'node:fs';
import { contrastRatio, MARK_CONTRAST } from '@bloom/core';
import defaultColors from 'tailwindcss/colors';
import { describe, expect, it } from 'vitest';
import { STAGE_TYPE_TONES } from './components/domain/stage-type-badge';
import { ALERT_TONES } from './components/ui/alert';
import { BADGE_TONE_CLASSES } from './components/ui/badge';
import { BUTTON_VARIANT_CLASSES, buttonClasses } from './components/ui/button-classes';
import { inputClasses } from './components/ui/input';

/**
 * WCAG AA for the design's colour pairs, measured with core's one contrast function: text 4.5:1
 * on its background, focus rings, bars and marks 3:1 (MARK_CONTRAST). The colours are the ones the
 * browser paints: our tokens from styles.css' @theme over Tailwind's palette (oklch, converted to
 * sRGB as the browser does for an sRGB screen). A token or tone that breaks AA fails here.
 */
const TEXT_CONTRAST = 4.5;

const styles = readFileSync(new URL('./styles.css', import.meta.url), 'utf8');

const ours = new Map([...styles.matchAll(/--color-([a-z]+-\d+):\s*(#[0-9a-f]{6})\s*;/gi)].map((m) => [m[1], m[2]]));

/** oklch(L% C H) → #rrggbb (OKLab → linear sRGB → sRGB, clipped to the gamut). */
function oklchToHex(value: string): string {
  const m = /oklch\(([\d.]+)%\s+([\d.]+)\s+([\d.]+)\)/.exec(value);
  if (!m) throw new Error(`Not an oklch colour: ${value}`);
  const [L, C, H] = [Number(m[1]) / 100, Number(m[2]), (Number(m[3]) * Math.PI) / 180];
  const [a, b] = [C * Math.cos(H), C * Math.sin(H)];
  const l = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const mm = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (L - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const linear = [
    4.0767416621 * l - 3.3077115913 * mm + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * mm - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * mm + 1.707614701 * s,
  ];
  const channels = linear.map((c) => {
    const v = Math.min(1, Math.max(0, c));
    const encoded = v <= 0.0031308 ? 12.92 * v : 1.055 * v ** (1 / 2.4) - 0.055;
    return Math.round(encoded * 255);
  });
  return `#${channels.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** 'white', 'slate-500', 'primary-600' → the hex colour the page paints. */
function color(name: string): string {
  if (name === 'white') return '#ffffff';
  if (name === 'black') return '#000000';
  const own = ours.get(name);
  if (own) return own;
  const [hue, shade] = name.split('-') as [string, string];
  const palette = (defaultColors as unknown as Record<string, Record<string, string> | undefined>)[hue];
  const value = palette?.[shade];
  if (!value) throw new Error(`Unknown colour ${name}`);
  return oklchToHex(value);
}

/** The colour a utility sets in a class list: `pick('bg-white text-slate-900', 'text')` → 'slate-900'. */
function pick(classes: string, utility: string, variant = ''): string | undefined {
  const re = new RegExp(`(?:^|\\s)${variant}${utility}-((?:[a-z]+-\\d+)|white|black)(?=\\s|$)`);
  return re.exec(classes)?.[1];
}

const ratio = (fg: string, bg: string) => Number(contrastRatio(color(fg), color(bg)).toFixed(2));

describe('the converted palette', () => {
  it('matches the colours Chromium paints (as axe-core reads them)', () => {
    expect(color('slate-400')).toBe('#90a1b9');
    expect(color('slate-50')).toBe('#f8fafc');
    expect(color('white')).toBe('#ffffff');
  });
});

describe('buttons', () => {
  for (const variant of Object.keys(BUTTON_VARIANT_CLASSES) as (keyof typeof BUTTON_VARIANT_CLASSES)[]) {
    it(`${variant}: its text reads at rest, on hover and when pressed`, () => {
      const classes = BUTTON_VARIANT_CLASSES[variant];
      const text = pick(classes, 'text');
      const rest = pick(classes, 'bg') ?? 'white';
      expect(text, `${variant} sets a text colour`).toBeTruthy();
      for (const [state, bg, fg] of [
        ['rest', rest, text],
        ['hover', pick(classes, 'bg', 'hover:') ?? rest, pick(classes, 'text', 'hover:') ?? text],
        ['active', pick(classes, 'bg', 'active:') ?? pick(classes, 'bg', 'hover:') ?? rest, text],
        // A link-styled button also sits on panels and tints.
        ...(variant === 'link' || variant === 'ghost' ? [['on slate-50', 'slate-50', text]] : []),
      ] as [string, string, string][]) {
        expect(ratio(fg, bg), `${variant} ${state}: ${fg} on ${bg}`).toBeGreaterThanOrEqual(TEXT_CONTRAST);
      }
    });
  }

  it('a busy button keeps its colours (its "Saving..." still has to be read); only a disabled one fades', () => {
    const classes = buttonClasses('primary').split(/\s+/);
    expect(classes).toContain('aria-busy:opacity-100');
    expect(classes).toContain('disabled:opacity-60');
  });
});

describe('badges, stage types, alerts', () => {
  for (const [tone, classes] of Object.entries(BADGE_TONE_CLASSES)) {
    it(`the ${tone} badge`, () => {
      const [fg, bg] = [pick(classes, 'text'), pick(classes, 'bg')];
      expect(fg && bg, classes).toBeTruthy();
      expect(ratio(fg ?? '', bg ?? '')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    });
  }

  it('every stage type has a badge tone, and the six differ (Onboarding teal, Milestone blue, Testimonial orange, Custom purple, Agreement indigo, Payment amber)', () => {
    expect(STAGE_TYPE_TONES).toEqual({
      onboarding: 'teal',
      milestone: 'blue',
      testimonial: 'orange',
      custom: 'purple',
      agreement: 'indigo',
      payment: 'amber',
    });
    for (const tone of Object.values(STAGE_TYPE_TONES)) expect(BADGE_TONE_CLASSES[tone]).toBeTruthy();
  });

  for (const [tone, { box, iconClass }] of Object.entries(ALERT_TONES)) {
    it(`the ${tone} alert: its text 4.5:1, its icon 3:1`, () => {
      const [fg, bg, icon] = [pick(box, 'text'), pick(box, 'bg'), pick(iconClass, 'text')];
      expect(fg && bg && icon, box).toBeTruthy();
      expect(ratio(fg ?? '', bg ?? '')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
      expect(ratio(icon ?? '', bg ?? '')).toBeGreaterThanOrEqual(MARK_CONTRAST);
    });
  }

  it('toasts use AA pairs for every type', () => {
    const vars = new Map(
      [...styles.matchAll(/--(\w+)-(bg|text):\s*var\(--color-([a-z]+-\d+)\)/g)].map((m) => [`${m[1]}-${m[2]}`, m[3]]),
    );
    for (const type of ['success', 'info', 'warning', 'error']) {
      const [fg, bg] = [vars.get(`${type}-text`), vars.get(`${type}-bg`)];
      expect(fg && bg, `${type} toast colours in styles.css`).toBeTruthy();
      expect(ratio(fg ?? '', bg ?? ''), `${type} toast`).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    }
  });
});

describe('text on the surfaces the app uses (white cards, the slate-50 page, slate-100 wells, primary-50 tints)', () => {
  const pairs: [string, string, string][] = [
    ['body text', 'slate-600', 'slate-100'],
    ['muted captions and hints', 'slate-500', 'white'],
    ['muted captions on the page background', 'slate-500', 'slate-50'],
    ['links', 'primary-700', 'white'],
    ['links on the page background', 'primary-700', 'slate-50'],
    ['links and icons on the brand tint', 'primary-700', 'primary-50'],
    ['brand text', 'primary-600', 'white'],
    ['brand text on its tint', 'primary-800', 'primary-50'],
    ['field errors', 'red-700', 'white'],
    ['errors on their tint', 'red-700', 'red-50'],
    ['warnings on their tint', 'amber-800', 'amber-50'],
  ];
  it.each(pairs)('%s: %s on %s', (_why, fg, bg) => {
    expect(ratio(fg, bg)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });

  it('placeholders read as text', () => {
    const fg = pick(inputClasses, 'text', 'placeholder:');
    expect(fg).toBeTruthy();
    expect(ratio(fg ?? '', pick(inputClasses, 'bg') ?? 'white')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });
});

describe('focus rings and marks, 3:1', () => {
  const ring = /:focus-visible\s*\{[^}]*outline:[^;]*var\(--color-([a-z]+-\d+)\)/.exec(styles)?.[1];

  it.each(['white', 'slate-50', 'slate-100', 'primary-50'])('the focus ring against %s', (bg) => {
    expect(ring).toBeTruthy();
    expect(ratio(ring ?? '', bg)).toBeGreaterThanOrEqual(MARK_CONTRAST);
  });

  it('a focused field shows a border in the brand colour', () => {
    const border = pick(inputClasses, 'border', 'focus-visible:');
    expect(ratio(border ?? '', 'white')).toBeGreaterThanOrEqual(MARK_CONTRAST);
  });

  it.each(['white', 'slate-50'])('progress bars and dots (primary-500) against %s', (bg) => {
    expect(ratio('primary-500', bg)).toBeGreaterThanOrEqual(MARK_CONTRAST);
  });
});

/** Every class list in the web's sources (string literals), with the file it is in. */
function classLists(dir = new URL('./', import.meta.url)): { file: string; classes: string }[] {
  const found: { file: string; classes: string }[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const url = new URL(entry.name + (entry.isDirectory() ? '/' : ''), dir);
    if (entry.isDirectory()) found.push(...classLists(url));
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
      for (const m of readFileSync(url, 'utf8').matchAll(/(['"`])((?:(?!\1)[^\\\n]|\\.)*)\1/g)) {
        found.push({ file: url.pathname.split('/src/').pop() ?? '', classes: m[2] ?? '' });
      }
    }
  }
  return found;
}

describe('every class list that sets both a background and a text colour', () => {
  it('meets 4.5:1 when it sizes text, and 3:1 at least (icons, marks)', () => {
    const failures: string[] = [];
    let checked = 0;
    for (const { file, classes } of classLists()) {
      const [fg, bg] = [pick(classes, 'text'), pick(classes, 'bg')];
      if (!fg || !bg) continue;
      checked++;
      const min = /(?:^|\s)text-(?:xs|sm|base|lg|xl|\d?xl|\[\d+px\])(?=\s|$)/.test(classes)
        ? TEXT_CONTRAST
        : MARK_CONTRAST;
      const r = ratio(fg, bg);
      if (r < min) failures.push(`${file}: ${fg} on ${bg} is ${r}:1 (needs ${min}:1)`);
    }
    expect(checked).toBeGreaterThan(50);
    expect(failures).toEqual([]);
  });
});
