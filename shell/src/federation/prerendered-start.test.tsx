/** What a pre-rendered page's start-up relies on: the manifest in the page, a loaded screen rendered without a skeleton. */
import { renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDocumentTitle } from '../../../remotes/common/useDocumentTitle';
import { useMetaDescription } from '../../../remotes/common/useMetaDescription';
import * as prerenderHead from '../prerender/head';
import { fakeLoader, renderAt } from '../test-utils';
import { MANIFEST_ELEMENT_ID } from '@finx/contracts/remotes';
import { embeddedManifest } from './manifest';
import { createRemoteLoader, type FederationRuntime } from './remoteLoader';

const BASE = 'https://finx.example/about';

function pageWith(text: string | null): Document {
  const doc = document.implementation.createHTMLDocument('t');
  if (text !== null) {
    const block = doc.createElement('script');
    block.type = 'application/json';
    block.id = MANIFEST_ELEMENT_ID;
    block.textContent = text;
    doc.head.append(block);
  }
  return doc;
}

describe('embeddedManifest', () => {
  it('reads the manifest the server wrote into the page', () => {
    const m = embeddedManifest(
      pageWith(JSON.stringify({ remotes: { marketing: '/remotes/marketing/remoteEntry.js', billing: 'https://cdn.example/b/remoteEntry.js' } })),
      BASE,
    );
    expect(m?.marketing).toBe('https://finx.example/remotes/marketing/remoteEntry.js');
    expect(m?.billing).toBe('https://cdn.example/b/remoteEntry.js');
  });

  it('is null without a block or with an unreadable one (the shell then fetches /remotes.json)', () => {
    expect(embeddedManifest(pageWith(null), BASE)).toBeNull();
    expect(embeddedManifest(pageWith('{not json'), BASE)).toBeNull();
    expect(embeddedManifest(pageWith(JSON.stringify({ remotes: { marketing: 'javascript:alert(1)' } })), BASE)).toBeNull();
  });
});

describe('RemoteLoader.peek', () => {
  const Screen = () => null;
  it('is null before a load, the module after it, and null again after reset', async () => {
    const runtime: FederationRuntime = { registerRemotes: vi.fn(), loadRemote: vi.fn(async () => ({ default: Screen })) as never };
    const loader = createRemoteLoader({ getManifest: async () => embeddedManifest(pageWith('{"remotes":{}}'), BASE)!, runtime: async () => runtime });
    expect(loader.peek('marketing', './About')).toBeNull();
    await loader.load('marketing', './About');
    expect(loader.peek('marketing', './About')?.default).toBe(Screen);
    expect(loader.peek('marketing', './Help')).toBeNull();
    loader.reset('marketing');
    expect(loader.peek('marketing', './About')).toBeNull();
  });
});

describe('RemoteRoute with a loaded screen', () => {
  it('renders the screen in the first render: no skeleton, no second load', () => {
    const screenModule = { default: () => <h1>About, pre-loaded</h1> };
    const loader = fakeLoader({ peek: vi.fn(() => screenModule) });
    renderAt('/about', { loader });
    // synchronously, without waiting for anything
    expect(screen.getByRole('heading', { level: 1, name: 'About, pre-loaded' })).toBeInTheDocument();
    expect(screen.queryByTestId('content-skeleton')).toBeNull();
    expect(loader.load).not.toHaveBeenCalled();
    expect(loader.peek).toHaveBeenCalledWith('marketing', './About');
  });
});

describe('pre-render head stand-ins (src/prerender/head.ts)', () => {
  afterEach(() => prerenderHead.resetHead());
  it('record the title and description the real hooks set in the browser', () => {
    renderHook(() => {
      useDocumentTitle('About');
      useMetaDescription('About FinX: credit repair.');
    });
    prerenderHead.useDocumentTitle('About');
    prerenderHead.useMetaDescription('About FinX: credit repair.');
    expect(prerenderHead.head.title).toBe(document.title);
    expect(prerenderHead.head.description).toBe(document.head.querySelector<HTMLMetaElement>('meta[name="description"]')!.content);
  });
});
