import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { fieldConfigSchema } from '#pages-config/schema/field.ts';
import { TextInput } from '#design-system/TextInput/TextInput.tsx';
import {
  formatPattern,
  formatWithMask,
  maskNames,
  masks,
  numberMask,
  resolveMask,
  type MaskName,
} from '#design-system/TextInput/masks.ts';

afterEach(cleanup);

/** A TextInput under a mask that keeps what onChange gives it, as the app does. */
function Masked({ mask }: { mask: MaskName }) {
  const [value, setValue] = useState('');
  return <TextInput id="probe" label="Probe" mask={mask} value={value} onChange={setValue} />;
}

async function typeUnder(mask: MaskName, text: string): Promise<string> {
  render(<Masked mask={mask} />);
  const input = screen.getByRole('textbox', { name: 'Probe' });
  await userEvent.type(input, text);
  return (input as HTMLInputElement).value;
}

describe('mask names', () => {
  it('match the maskName enum of the page-config schema', () => {
    expect([...maskNames].sort()).toEqual([...fieldConfigSchema.shape.maskName.unwrap().options].sort());
  });

  it('each have a definition', () => {
    expect(Object.keys(masks).sort()).toEqual([...maskNames].sort());
  });

  it("raise spec §8's internal error for a name with no mask", () => {
    expect(() => resolveMask('postcode' as MaskName)).toThrow('No input mask factory for the type postcode');
  });
});

describe('typing under a mask', () => {
  it('decimal keeps digits and dots only', async () => {
    expect(await typeUnder('decimal', '12a.5b')).toBe('12.5');
  });

  it('decimal stops at 16 characters', async () => {
    expect(await typeUnder('decimal', '12345678901234567890')).toBe('1234567890123456');
  });

  it('currency groups thousands with commas', async () => {
    expect(await typeUnder('currency', '1234567')).toBe('1,234,567');
  });

  it('currency takes two decimals at most', async () => {
    expect(await typeUnder('currency', '1234.567')).toBe('1,234.56');
  });

  it('currencyNoCents takes no decimals', async () => {
    expect(await typeUnder('currencyNoCents', '1234.56')).toBe('123,456');
  });

  it('date inserts the slash eagerly', async () => {
    expect(await typeUnder('date', '12')).toBe('12/');
  });

  it('date formats as mm/dd/yyyy', async () => {
    expect(await typeUnder('date', '12252000')).toBe('12/25/2000');
  });

  it('usPhone formats as (###) ###-####', async () => {
    expect(await typeUnder('usPhone', '5555550123')).toBe('(555) 555-0123');
  });

  it('internationalPhone keeps up to 16 digits', async () => {
    expect(await typeUnder('internationalPhone', '+44 20 7946 0958 1234 99')).toBe('4420794609581234');
  });

  it('vin keeps 17 letters and digits, upper-case', async () => {
    expect(await typeUnder('vin', '5nwca4eb1ka102938xx')).toBe('5NWCA4EB1KA102938');
  });

  it('zip formats as #####-####', async () => {
    expect(await typeUnder('zip', '627011234')).toBe('62701-1234');
  });

  it('zip adds no dash after five digits', async () => {
    expect(await typeUnder('zip', '62701')).toBe('62701');
  });

  it('nonUsPostalCode keeps letters, digits and spaces up to 10', async () => {
    expect(await typeUnder('nonUsPostalCode', 'SW1A-1AA 12345')).toBe('SW1A1AA 12');
  });

  it('ssn formats as ###-##-####', async () => {
    expect(await typeUnder('ssn', '123456789')).toBe('123-45-6789');
  });
});

describe('mask placeholders', () => {
  it('date shows mm/dd/yyyy', () => {
    render(<TextInput id="probe" label="Probe" mask="date" value="" onChange={() => {}} />);
    expect(screen.getByRole('textbox')).toHaveAttribute('placeholder', 'mm/dd/yyyy');
  });

  it('usPhone shows (123) 456-7890', () => {
    render(<TextInput id="probe" label="Probe" mask="usPhone" value="" onChange={() => {}} />);
    expect(screen.getByRole('textbox')).toHaveAttribute('placeholder', '(123) 456-7890');
  });
});

describe('mask functions', () => {
  it('a number mask has no fraction digits by default', () => {
    expect(formatWithMask(numberMask(), '12.75')).toBe('1275');
  });

  it('# takes a digit, @ a letter and * either', () => {
    expect(formatPattern('@@-**-##', 'a1b2c3d4')).toBe('ab-2c-34');
  });

  it('formats a stored value the way typing does', () => {
    expect(formatWithMask(masks.usPhone, '5555550123')).toBe('(555) 555-0123');
  });

  it('reports the formatted text to onChange', async () => {
    const changes: string[] = [];
    render(<TextInput id="probe" label="Probe" mask="ssn" value="123-45-678" onChange={(v) => changes.push(v)} />);
    await userEvent.type(screen.getByRole('textbox'), '9');
    expect(changes.at(-1)).toBe('123-45-6789');
  });
});
