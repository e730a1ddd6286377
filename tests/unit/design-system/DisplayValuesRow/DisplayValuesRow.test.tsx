import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DisplayValuesRow } from '#design-system/DisplayValuesRow/DisplayValuesRow.tsx';

afterEach(cleanup);

const fieldsOf = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ label: `L${index}`, value: `V${index}` }));

function expectThrow(render: () => void, message: string) {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  expect(render).toThrow(new Error(message));
  vi.mocked(console.error).mockRestore();
}

describe('DisplayValuesRow', () => {
  it('shows each value with its label', () => {
    render(<DisplayValuesRow recordClientId="doc-1" fields={[{ label: 'File', value: 'receipt.pdf' }]} />);
    expect(screen.getByRole('definition')).toHaveTextContent('receipt.pdf');
  });

  it("raises 'recordClientId is required.' without a client id", () => {
    expectThrow(
      () => render(<DisplayValuesRow recordClientId="" fields={fieldsOf(1)} />),
      'recordClientId is required.',
    );
  });

  it('has a delete button and no edit button by default', () => {
    render(<DisplayValuesRow recordClientId="doc-1" fields={fieldsOf(1)} deleteLabel="Delete receipt.pdf" />);
    expect(screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      'Delete receipt.pdf',
    ]);
  });

  it('shows an edit button when editing is allowed', () => {
    render(
      <DisplayValuesRow recordClientId="doc-1" fields={fieldsOf(1)} allowUserToEditRecords editLabel="Edit doc" />,
    );
    expect(screen.getByRole('button', { name: 'Edit doc' })).toBeInTheDocument();
  });

  it('has no buttons when neither editing nor deleting is allowed', () => {
    render(<DisplayValuesRow recordClientId="doc-1" fields={fieldsOf(12)} allowUserToDeleteRecords={false} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('calls onDelete with the client id', async () => {
    const onDelete = vi.fn();
    render(<DisplayValuesRow recordClientId="doc-1" fields={fieldsOf(1)} onDelete={onDelete} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith('doc-1');
  });

  it('falls back to a placeholder alert for editing', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    render(<DisplayValuesRow recordClientId="doc-1" fields={fieldsOf(1)} allowUserToEditRecords />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(alert).toHaveBeenCalledOnce();
    alert.mockRestore();
  });

  it('accepts 12 values without buttons', () => {
    render(<DisplayValuesRow recordClientId="doc-1" fields={fieldsOf(12)} allowUserToDeleteRecords={false} />);
    expect(screen.getAllByRole('definition')).toHaveLength(12);
  });

  it("raises 'Max number of display fields, 12, exceeded.' for 13 values without buttons", () => {
    expectThrow(
      () => render(<DisplayValuesRow recordClientId="doc-1" fields={fieldsOf(13)} allowUserToDeleteRecords={false} />),
      'Max number of display fields, 12, exceeded.',
    );
  });

  it("raises 'Max number of display fields, 11, exceeded.' for 12 values with a button", () => {
    expectThrow(
      () => render(<DisplayValuesRow recordClientId="doc-1" fields={fieldsOf(12)} />),
      'Max number of display fields, 11, exceeded.',
    );
  });

  it('accepts 11 values with buttons', () => {
    render(<DisplayValuesRow recordClientId="doc-1" fields={fieldsOf(11)} allowUserToEditRecords />);
    expect(screen.getAllByRole('definition')).toHaveLength(11);
  });
});
