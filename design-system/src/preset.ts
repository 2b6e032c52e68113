import { definePreset } from '@pandacss/dev';

const px = (n: number) => ({ value: `${n * 4}px` });
/** The 4 px grid, shared by the spacing and sizes scales: N = N × 4 px. */
const SCALE = {
  0: { value: '0' },
  px: { value: '1px' },
  0.5: px(0.5),
  1: px(1),
  1.5: px(1.5),
  2: px(2),
  3: px(3),
  4: px(4),
  5: px(5),
  6: px(6),
  7: px(7),
  8: px(8),
  9: px(9),
  10: px(10),
  11: px(11),
  12: px(12),
  14: px(14),
  16: px(16),
  20: px(20),
  24: px(24),
};

/**
 * FinX Panda preset — the single source of the DESIGN.md tokens.
 * Apps add it to their own panda.config.ts: `presets: [finxPreset]` (see README).
 * The dark navy theme is always on (global styles on html/body).
 */
export const finxPreset = definePreset({
  name: '@finx/design-system',
  theme: {
    extend: {
      breakpoints: { sm: '640px', md: '768px', lg: '1024px', xl: '1280px' },
      keyframes: {
        finxPulse: { '0%, 100%': { opacity: '1' }, '50%': { opacity: '0.45' } },
        finxSpin: { to: { transform: 'rotate(360deg)' } },
        finxFadeIn: { from: { opacity: '0' }, to: { opacity: '1' } },
        finxFadeOut: { from: { opacity: '1' }, to: { opacity: '0' } },
        finxPopIn: { from: { opacity: '0', transform: 'translateY(8px) scale(0.98)' }, to: { opacity: '1', transform: 'none' } },
        finxSlideIn: { from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } },
      },
      tokens: {
        // 4 px grid: spacing.N = N × 4 px
        spacing: SCALE,
        fontWeights: {
          normal: { value: '400' },
          medium: { value: '500' },
          semibold: { value: '600' },
          bold: { value: '700' },
        },
        lineHeights: {
          tight: { value: '1.2' },
          snug: { value: '1.35' },
          normal: { value: '1.5' },
        },
        durations: { fast: { value: '120ms' }, normal: { value: '200ms' } },
        zIndex: { drawer: { value: 40 }, overlay: { value: 50 }, toast: { value: 60 } },
        colors: {
          navy: {
            canvas: { value: '#0B1222' },
            surface: { value: '#121B2E' },
            raised: { value: '#1A2540' },
            border: { value: '#26324D' },
          },
          ink: {
            primary: { value: '#E6EBF5' },
            secondary: { value: '#9AA6BF' },
            disabled: { value: '#5C6783' },
          },
          brand: {
            accent: { value: '#4F8CFF' },
            accentHover: { value: '#6FA0FF' },
          },
          meaning: {
            success: { value: '#2FBF71' },
            warning: { value: '#F5B83D' },
            danger: { value: '#F0525F' },
            info: { value: '#4FB3D9' },
            neutral: { value: '#7C89A6' },
          },
        },
        fonts: {
          body: { value: "'Inter Variable', Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
          mono: { value: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' },
        },
        fontSizes: {
          xs: { value: '0.75rem' }, // 12
          sm: { value: '0.875rem' }, // 14
          md: { value: '1rem' }, // 16
          lg: { value: '1.25rem' }, // 20
          xl: { value: '1.5rem' }, // 24
          '2xl': { value: '2rem' }, // 32
          '3xl': { value: '3rem' }, // 48
        },
        radii: {
          control: { value: '8px' },
          card: { value: '12px' },
          full: { value: '9999px' },
        },
        shadows: {
          overlay: { value: '0 12px 32px rgba(0, 0, 0, 0.45), 0 2px 6px rgba(0, 0, 0, 0.35)' },
        },
        // The same grid for width/height/min/max (h: '10' = 40 px), plus the keywords components use.
        sizes: {
          ...SCALE,
          full: { value: '100%' },
          min: { value: 'min-content' },
          max: { value: 'max-content' },
          fit: { value: 'fit-content' },
          sidebar: { value: '256px' },
          content: { value: '1200px' },
          // The band at the top of the viewport where toasts show (16 px offset + a two-line toast + a
          // margin): modal dialogs lay out below it and focus scrolls stop below it, so no toast covers them.
          toastZone: { value: '124px' },
        },
      },
      semanticTokens: {
        colors: {
          canvas: { value: '{colors.navy.canvas}' },
          surface: { value: '{colors.navy.surface}' },
          raised: { value: '{colors.navy.raised}' },
          border: { value: '{colors.navy.border}' },
          text: {
            DEFAULT: { value: '{colors.ink.primary}' },
            primary: { value: '{colors.ink.primary}' },
            secondary: { value: '{colors.ink.secondary}' },
            disabled: { value: '{colors.ink.disabled}' },
          },
          accent: {
            DEFAULT: { value: '{colors.brand.accent}' },
            hover: { value: '{colors.brand.accentHover}' },
            // text on accent: the canvas navy (5.8:1 on accent, 7.3:1 on hover; white was 3.2:1, below AA)
            fg: { value: '{colors.navy.canvas}' },
            subtle: { value: 'rgba(79, 140, 255, 0.16)' },
          },
          success: { DEFAULT: { value: '{colors.meaning.success}' }, subtle: { value: 'rgba(47, 191, 113, 0.16)' } },
          warning: { DEFAULT: { value: '{colors.meaning.warning}' }, subtle: { value: 'rgba(245, 184, 61, 0.16)' } },
          danger: {
            DEFAULT: { value: '{colors.meaning.danger}' },
            subtle: { value: 'rgba(240, 82, 95, 0.16)' },
            hover: { value: '#F36C77' },
            // danger-coloured small text on a danger-tinted surface (badge on a raised card: 5.6:1; danger itself is 3.7:1)
            text: { value: '#FF8A94' },
            // an opaque danger-tinted surface, for overlays that sit on content (destructive toast)
            raised: { value: '#3A1820' },
          },
          info: { DEFAULT: { value: '{colors.meaning.info}' }, subtle: { value: 'rgba(79, 179, 217, 0.16)' } },
          neutral: { DEFAULT: { value: '{colors.meaning.neutral}' }, subtle: { value: 'rgba(124, 137, 166, 0.16)' } },
          focusRing: { value: '{colors.brand.accent}' },
          // the dimmed page behind a dialog or the mobile drawer
          scrim: { value: 'rgba(4, 8, 18, 0.72)' },
        },
      },
      textStyles: {
        display: { value: { fontSize: '3xl', fontWeight: '700', lineHeight: '1.1', fontVariantNumeric: 'tabular-nums' } },
        h1: { value: { fontSize: '2xl', fontWeight: '700', lineHeight: '1.2' } },
        h2: { value: { fontSize: 'xl', fontWeight: '600', lineHeight: '1.3' } },
        h3: { value: { fontSize: 'lg', fontWeight: '600', lineHeight: '1.4' } },
        body: { value: { fontSize: 'md', lineHeight: '1.5' } },
        small: { value: { fontSize: 'sm', lineHeight: '1.45' } },
        caption: { value: { fontSize: 'xs', lineHeight: '1.4' } },
      },
    },
  },
  utilities: {
    extend: {
      // css({ tabularNums: true }) → font-variant-numeric: tabular-nums (scores, money, dates)
      tabularNums: {
        className: 'tnum',
        values: { type: 'boolean' },
        transform(value: boolean) {
          return value ? { fontVariantNumeric: 'tabular-nums' } : {};
        },
      },
    },
  },
  globalCss: {
    'html, body': {
      bg: 'canvas',
      color: 'text.primary',
      fontFamily: 'body',
      fontSize: 'md',
      lineHeight: '1.5',
      colorScheme: 'dark',
      WebkitFontSmoothing: 'antialiased',
      MozOsxFontSmoothing: 'grayscale',
    },
    // a field focused (or an anchor scrolled to) near the top lands below the toasts' band
    html: { scrollPaddingTop: 'token(sizes.toastZone)' },
    body: { minHeight: '100dvh' },
    '::selection': { bg: 'accent.subtle' },
    ':focus-visible': { outline: '2px solid token(colors.focusRing)', outlineOffset: '2px' },
  },
});

export default finxPreset;
