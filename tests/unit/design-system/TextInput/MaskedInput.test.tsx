import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { TextInput } from '#design-system/TextInput/TextInput.tsx';
import type { MaskName } from '#design-system/TextInput/masks.ts';

afterEach(cleanup);

// What claimants type on a phone, character by character and pasted: the mask reads it as they
// mean it (issue 21, point 4), and keeps what is not a whole value as it is, for validation to refuse.

/** A TextInput under a mask that keeps what onChange gives it, as the app does. */
function Masked({ mask }: { mask: MaskName }) {
  const [value, setValue] = useState('');
  return <TextInput id="probe" label="Probe" mask={mask} value={value} onChange={setValue} />;
}

function probe(): HTMLInputElement {
  return screen.getByRole('textbox', { name: 'Probe' });
}

/** Types `text` one character at a time, as on a phone's keyboard, and returns what the input shows. */
async function typeUnder(mask: MaskName, text: string): Promise<string> {
  render(<Masked mask={mask} />);
  await userEvent.type(probe(), text);
  return probe().value;
}

/** Pastes `text` into the empty input at once and returns what it shows. */
async function pasteUnder(mask: MaskName, text: string): Promise<string> {
  render(<Masked mask={mask} />);
  await userEvent.click(probe());
  await userEvent.paste(text);
  return probe().value;
}

describe('usPhone, typed', () => {
  it.each([['+1 217 555 0134'], ['1 217 555 0134'], ['1-217-555-0134'], ['+1 (217) 555-0134'], ['12175550134']])(
    'drops the country code of %s',
    async (typed) => {
      expect(await typeUnder('usPhone', typed)).toBe('(217) 555-0134');
    },
  );

  it.each([['217 555 0134'], ['217.555.0134'], ['217-555-0134'], ['(217) 555-0134'], ['2175550134']])(
    'keeps %s as (217) 555-0134',
    async (typed) => {
      expect(await typeUnder('usPhone', typed)).toBe('(217) 555-0134');
    },
  );

  it('keeps a number a digit short as typed, for validation to refuse', async () => {
    expect(await typeUnder('usPhone', '217 555 013')).toBe('(217) 555-013');
  });
});

describe('usPhone, pasted', () => {
  it.each([['+1 (217) 555-0134'], ['+1 217 555 0134'], ['1.217.555.0134']])(
    'drops the country code of %s',
    async (pasted) => {
      expect(await pasteUnder('usPhone', pasted)).toBe('(217) 555-0134');
    },
  );

  it.each([['217.555.0134'], ['(217) 555-0134'], ['217 555 0134']])('keeps %s as (217) 555-0134', async (pasted) => {
    expect(await pasteUnder('usPhone', pasted)).toBe('(217) 555-0134');
  });
});

describe('date, typed', () => {
  it.each([
    ['1/2/1980', '01/02/1980'],
    ['01/02/1980', '01/02/1980'],
    ['1/12/1980', '01/12/1980'],
    ['12/2/1980', '12/02/1980'],
    ['01021980', '01/02/1980'],
    ['1-2-1980', '01/02/1980'],
    ['1.2.1980', '01/02/1980'],
  ])('reads %s as %s', async (typed, shown) => {
    expect(await typeUnder('date', typed)).toBe(shown);
  });

  it('adds no zero for the slash the mask wrote itself', async () => {
    expect(await typeUnder('date', '12/25/2000')).toBe('12/25/2000');
  });

  it('keeps a two-digit year as typed, for validation to refuse', async () => {
    expect(await typeUnder('date', '1/2/80')).toBe('01/02/80');
  });

  it('keeps a month past 12 as typed, for validation to refuse', async () => {
    expect(await typeUnder('date', '13/2/1980')).toBe('13/02/1980');
  });
});

describe('date, pasted', () => {
  it.each([
    ['1/2/1980', '01/02/1980'],
    ['01/02/1980', '01/02/1980'],
    ['1/12/1980', '01/12/1980'],
  ])('reads %s as %s', async (pasted, shown) => {
    expect(await pasteUnder('date', pasted)).toBe(shown);
  });
});

describe('date, edited', () => {
  it('reads a slash typed after one digit as the end of the month, then takes the day', async () => {
    render(<Masked mask="date" />);
    await userEvent.type(probe(), '1/');
    expect(probe().value).toBe('01/');
    await userEvent.type(probe(), '2/1980');
    expect(probe().value).toBe('01/02/1980');
  });
});
