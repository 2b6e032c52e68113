/**
 * PostCSS plugin: make Panda's responsive utilities win regardless of stylesheet order.
 *
 * Every app (the shell, each remote, the design-system's styles.css) ships its own atomic
 * stylesheet with the same class names. Inside ONE sheet Panda orders `.d_flex` before
 * `@media (min-width:64rem){.lg\:d_none}`, but a sheet loaded later (a remote's CSS) that
 * also contains `.d_flex` re-declares it after the media rule, and the plain utility wins on
 * wide screens: the sidebar's mobile top bar showed at 1280 px. Here every class selector
 * inside a min-width media query is repeated once per breakpoint step (sm 1 … 2xl 5), so
 * base < sm < md < lg < xl by specificity, independent of load order. Applied identically by
 * every app's build, so identical rules stay identical.
 */
import type { AtRule, Plugin, Rule } from 'postcss';

const STEPS_REM = [40, 48, 64, 80, 96]; // Panda breakpoints sm md lg xl 2xl

function rankOf(media: AtRule): number {
  const m = /min-width:\s*([\d.]+)(rem|em|px)/.exec(media.params);
  if (!m) return 0;
  const rem = m[2] === 'px' ? Number(m[1]) / 16 : Number(m[1]);
  const i = STEPS_REM.findIndex((s) => rem <= s);
  return i === -1 ? STEPS_REM.length : i + 1;
}

const FIRST_CLASS = /\.((?:\\.|[\w-])+)/;

export function conditionSpecificity(): Plugin {
  return {
    postcssPlugin: 'finx-condition-specificity',
    OnceExit(root) {
      root.walkRules((rule: Rule) => {
        if ((rule as Rule & { __finxRanked?: boolean }).__finxRanked) return;
        let rank = 0;
        for (let p = rule.parent; p; p = p.parent as typeof p) {
          if (p.type === 'atrule' && (p as AtRule).name === 'media') rank = Math.max(rank, rankOf(p as AtRule));
        }
        if (!rank) return;
        rule.selectors = rule.selectors.map((sel) => {
          const m = FIRST_CLASS.exec(sel);
          if (!m) return sel;
          const cls = m[0];
          return sel.replace(cls, cls.repeat(rank + 1));
        });
        (rule as Rule & { __finxRanked?: boolean }).__finxRanked = true;
      });
    },
  };
}
