import { Badge, Card, Skeleton } from '@finx/design-system';
import { css } from '@finx/design-system/css';
import { useQuery } from '@tanstack/react-query';
import { Loaded, muted } from './parts';
import { underwritingQueries } from './underwriting-queries';

const list = css({ listStyle: 'none', m: '0', p: '0', display: 'flex', flexDirection: 'column', gap: '3' });
const item = css({ display: 'flex', flexDirection: 'column', gap: '1.5', p: '4', bg: 'raised', borderRadius: 'control' });
const row = css({ display: 'flex', justifyContent: 'space-between', gap: '2', alignItems: 'center', flexWrap: 'wrap' });

/** Integrations: which model writes the analysis (AI provider status) and the insurance providers. */
export function IntegrationsTab() {
  const ai = useQuery(underwritingQueries.aiProviders());
  const insurers = useQuery(underwritingQueries.insuranceProviders());
  return (
    <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' }, gap: '6', alignItems: 'start' })}>
      <Card title="AI provider status">
        <Loaded query={ai} what="the AI provider status" skeleton={<Skeleton height={96} />}>
          {(providers) => (
            <ul className={list} aria-label="AI providers">
              {providers.map((p) => (
                <li key={p.provider} className={item}>
                  <div className={row}>
                    <span className={css({ fontWeight: 'semibold' })}>{p.provider}</span>
                    <Badge tone={p.active ? 'success' : 'neutral'}>{p.active ? 'Active' : 'Not available yet'}</Badge>
                  </div>
                  <p className={muted}>{p.note}</p>
                </li>
              ))}
            </ul>
          )}
        </Loaded>
      </Card>
      <Card
        title="Insurance providers"
        description="Illustrative: no insurer is connected yet, so their quotes show what coverage could cost and no policy can be bought here."
      >
        <Loaded query={insurers} what="the insurance providers" skeleton={<Skeleton height={96} />}>
          {(byKey) => (
            <ul className={list} aria-label="Insurance providers">
              {Object.entries(byKey).map(([key, p]) => (
                <li key={key} className={item}>
                  <span className={css({ fontWeight: 'semibold' })}>{p!.name}</span>
                  <p className={muted}>{p!.description}</p>
                  <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
                    {p!.specialties.map((s) => (
                      <Badge key={s} tone="info">
                        {s}
                      </Badge>
                    ))}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </Loaded>
      </Card>
    </div>
  );
}
