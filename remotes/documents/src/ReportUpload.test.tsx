import { INVALID_DOCUMENT_FILES, MAX_UPLOAD_BYTES } from '@finx/contracts';
import { Toaster } from '@finx/design-system';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReportUpload, type ReportUploadProps } from '../../common/documents/ReportUpload';
import { fileOf, stubXhr, type FakeXhr } from './fake-xhr';

function renderUpload(props: Partial<ReportUploadProps> = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ReportUpload userId={42} {...props} />
      <Toaster />
    </QueryClientProvider>,
  );
}

const picker = () => screen.getByLabelText<HTMLInputElement>('Choose files');
const pick = (...files: File[]) => fireEvent.change(picker(), { target: { files } });
const selected = () => screen.queryByRole('list', { name: /Selected files/ });
const uploadButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Upload & Process' });
/** The toast's words (the toaster also copies them to a live region). */
const toastSays = (text: string) => waitFor(() => expect(screen.getAllByText(text).length).toBeGreaterThan(0));

let xhrs: FakeXhr[];
beforeEach(() => {
  xhrs = stubXhr();
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response('{"documents":[]}', { headers: { 'content-type': 'application/json' } }))),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('ReportUpload', () => {
  it('lists the chosen files with their size in MB, each removable, and Clear All empties the list', async () => {
    renderUpload();
    pick(fileOf('experian.pdf', 1_572_864, 'application/pdf'), fileOf('equifax.txt', 2048, 'text/plain'));
    const list = selected()!;
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('experian.pdf1.50 MB'), expect.stringContaining('equifax.txt0.01 MB')]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove experian.pdf' }));
    expect(within(selected()!).getAllByRole('listitem')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(selected()).toBeNull();
  });

  it("drops a file of the wrong kind or over 10 MB with the spec's message and keeps the good ones", async () => {
    renderUpload();
    pick(
      fileOf('photo.png', 10, 'image/png'),
      fileOf('big.pdf', MAX_UPLOAD_BYTES + 1, 'application/pdf'),
      fileOf('ok.csv', 10, 'text/csv'),
      fileOf('exact.json', MAX_UPLOAD_BYTES),
    );
    await toastSays('Invalid Files');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Invalid Files - Please upload PDF, TXT, CSV, or JSON files under 10MB');
    expect(alert.textContent).toContain('photo.png: not a PDF, TXT, CSV, JSON or HTML file');
    expect(alert.textContent).toContain('big.pdf: larger than 10 MB');
    expect(
      within(selected()!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('ok.csv'), expect.stringContaining('exact.json')]);
  });

  it('takes images for an ID document, and says the document message for a CSV', async () => {
    renderUpload();
    await userEvent.click(screen.getByRole('radio', { name: 'ID Document' }));
    pick(fileOf('license.jpg', 10, 'image/jpeg'), fileOf('report.csv', 10, 'text/csv'));
    expect(screen.getByRole('alert').textContent).toContain(INVALID_DOCUMENT_FILES);
    expect(within(selected()!).getAllByRole('listitem')).toHaveLength(1);
    // back to credit report: the photo does not suit a report
    await userEvent.click(screen.getByRole('radio', { name: 'Credit Report' }));
    expect(selected()).toBeNull();
  });

  it('does nothing without files', async () => {
    renderUpload();
    expect(uploadButton().disabled).toBe(true);
    expect(xhrs).toHaveLength(0);
  });

  it('sends the files with the spec field names and shows the bytes sent between 10 and 100', async () => {
    const uploaded = vi.fn();
    renderUpload({ onDocumentsUploaded: uploaded });
    await userEvent.click(screen.getByRole('radio', { name: 'Proof of Address' }));
    pick(fileOf('bill.pdf', 100, 'application/pdf'), fileOf('lease.png', 50, 'image/png'));
    await userEvent.click(uploadButton());
    const [xhr] = xhrs;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/documents/upload');
    expect(xhr.body!.get('userId')).toBe('42');
    expect(xhr.body!.get('fileType')).toBe('proof_of_address');
    expect((xhr.body!.get('document_0') as File).name).toBe('bill.pdf');
    expect((xhr.body!.get('document_1') as File).name).toBe('lease.png');

    const bar = () => screen.getByRole('progressbar');
    expect(bar().getAttribute('aria-valuenow')).toBe('10');
    act(() => xhr.progress(500, 1000));
    expect(bar().getAttribute('aria-valuenow')).toBe('55');
    act(() => xhr.progress(1000, 1000));
    expect(bar().getAttribute('aria-valuenow')).toBe('99');
    expect(screen.getByRole('button', { name: 'Uploading...' }).getAttribute('aria-busy')).toBe('true');

    const doc = {
      id: 1,
      fileName: 'bill.pdf',
      fileType: 'proof_of_address',
      size: 100,
      uploadDate: '2026-03-01T00:00:00.000Z',
      status: 'processing',
      error: null,
      extractedData: null,
    };
    act(() => xhr.respond(201, { documents: [doc] }));
    await toastSays('Upload Complete');
    expect(screen.queryByRole('progressbar')).toBeNull(); // 100: hidden
    expect(selected()).toBeNull();
    expect(uploaded).toHaveBeenCalledWith([doc]);
  });

  it("sends reports as creditReport_{n}, and a refusal shows 'Upload Failed' with the server's words, keeping the files", async () => {
    renderUpload({ target: 'credit-reports' });
    expect(screen.queryByRole('radio')).toBeNull();
    pick(fileOf('tu.txt', 10, 'text/plain'));
    await userEvent.click(uploadButton());
    const [xhr] = xhrs;
    expect(xhr.url).toBe('/api/credit-reports/upload');
    expect((xhr.body!.get('creditReport_0') as File).name).toBe('tu.txt');
    act(() => xhr.respond(415, { error: 'tu.txt is not a PDF, TXT, CSV or JSON file' }));
    await toastSays('Upload Failed');
    await toastSays('tu.txt is not a PDF, TXT, CSV or JSON file');
    expect(screen.queryByRole('progressbar')).toBeNull(); // 0: hidden
    expect(within(selected()!).getAllByRole('listitem')).toHaveLength(1);
  });

  it('says so when the connection drops mid-upload', async () => {
    renderUpload();
    pick(fileOf('a.pdf', 10, 'application/pdf'));
    await userEvent.click(uploadButton());
    act(() => xhrs[0].fail());
    await toastSays('The upload was interrupted. Check your connection and try again.');
  });
});
