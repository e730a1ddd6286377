import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FileInput, formatFileSize, multiFileError } from '#design-system/FileInput/FileInput.tsx';

afterEach(cleanup);

describe('FileInput', () => {
  it('is a file input named by its label', () => {
    render(<FileInput id="document" label="Document" file={null} onChange={() => {}} />);
    expect(screen.getByLabelText('Document')).toHaveAttribute('type', 'file');
  });

  it('takes one file only', () => {
    render(<FileInput id="document" label="Document" file={null} onChange={() => {}} />);
    expect(screen.getByLabelText('Document')).not.toHaveAttribute('multiple');
  });

  it(`raises '${multiFileError}' when asked for several files`, () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<FileInput id="document" label="Document" file={null} onChange={() => {}} multiple />)).toThrow(
      new Error(multiFileError),
    );
    vi.mocked(console.error).mockRestore();
  });

  it('reports the chosen file', async () => {
    const onChange = vi.fn();
    render(<FileInput id="document" label="Document" file={null} onChange={onChange} />);
    const file = new File(['%PDF'], 'receipt.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText('Document'), file);
    expect(onChange).toHaveBeenCalledWith(file);
  });

  it('shows the chosen file name and size and is described by them', () => {
    render(<FileInput id="document" label="Document" file={{ name: 'receipt.pdf', size: 2048 }} onChange={() => {}} />);
    expect(screen.getByLabelText('Document')).toHaveAccessibleDescription('receipt.pdf (2 KB)');
  });

  it('is described by its first error', () => {
    render(<FileInput id="document" label="Document" file={null} onChange={() => {}} errors={['Value is required']} />);
    expect(screen.getByLabelText('Document')).toHaveAccessibleDescription('Value is required');
  });
});

describe('formatFileSize', () => {
  it('shows bytes under a kilobyte', () => {
    expect(formatFileSize(512)).toBe('512 bytes');
  });

  it('shows megabytes with one decimal', () => {
    expect(formatFileSize(3.25 * 1024 * 1024)).toBe('3.3 MB');
  });

  it('uses the culture’s decimal separator', () => {
    expect(formatFileSize(1536, 'es')).toBe('1,5 KB');
  });
});
