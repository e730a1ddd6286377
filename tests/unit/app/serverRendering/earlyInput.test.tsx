import { act, useEffect, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { giveEarlyInput } from '#app/serverRendering/earlyInput.ts';

// A claimant on a slow phone types and presses Next on the server's page before the app has it:
// the app must then hold what they typed and answer the press (nothing they entered is lost).

interface Seen {
  noticeId?: string;
  pin?: string;
  agreed?: boolean;
  color?: string;
  pressedWith: string[];
}
const seen: Seen = { pressedWith: [] };

/** A field that keeps its text to itself while typed and commits it when left, as the app's text fields do. */
function DraftField({ label, onCommit }: { label: string; onCommit: (text: string) => void }) {
  const [draft, setDraft] = useState('');
  return (
    <label>
      {label}
      <input value={draft} onChange={(event) => setDraft(event.target.value)} onBlur={() => onCommit(draft)} />
    </label>
  );
}

function SignIn({ onMounted }: { onMounted?: () => void }) {
  const [noticeId, setNoticeId] = useState('');
  const [pin, setPin] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [color, setColor] = useState('red');
  useEffect(() => {
    onMounted?.();
  }, [onMounted]);
  Object.assign(seen, { noticeId, pin, agreed, color });
  return (
    <form>
      <DraftField label="Notice ID" onCommit={setNoticeId} />
      <label>
        PIN <input name="pin" value={pin} onChange={(event) => setPin(event.target.value)} />
      </label>
      <label>
        <input type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} /> I agree
      </label>
      <select value={color} onChange={(event) => setColor(event.target.value)}>
        <option value="red">Red</option>
        <option value="blue">Blue</option>
      </select>
      <button type="button" onClick={() => seen.pressedWith.push(`${noticeId} ${pin}`)}>
        Next
      </button>
    </form>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  delete window.claimkitEarlyPress;
  Object.assign(seen, { noticeId: undefined, pin: undefined, agreed: undefined, color: undefined, pressedWith: [] });
});

function serverPage(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<SignIn />);
  document.body.append(container);
  return container;
}

const control = <Element extends HTMLElement>(container: HTMLElement, selector: string) =>
  container.querySelector<Element>(selector)!;

async function hydrate(container: HTMLElement) {
  let given: Promise<void> | undefined;
  await act(async () => {
    root = hydrateRoot(container, <SignIn onMounted={() => (given = giveEarlyInput(container))} />);
  });
  await act(async () => given);
}

describe('input before the app takes the page over', () => {
  it('is in the app once it has hydrated: typed text (committed as if left), a ticked box, a chosen option', async () => {
    const container = serverPage();
    control<HTMLInputElement>(container, 'label:first-child input').value = 'NWM-4J7K-2Q9P';
    control<HTMLInputElement>(container, 'input[name="pin"]').value = '583104';
    control<HTMLInputElement>(container, 'input[type="checkbox"]').checked = true;
    control<HTMLSelectElement>(container, 'select').value = 'blue';
    await hydrate(container);
    expect(seen).toMatchObject({ noticeId: 'NWM-4J7K-2Q9P', pin: '583104', agreed: true, color: 'blue' });
    expect(control<HTMLInputElement>(container, 'input[name="pin"]').value).toBe('583104');
  });

  it('leaves untouched fields as the server rendered them', async () => {
    const container = serverPage();
    await hydrate(container);
    expect(seen).toMatchObject({ noticeId: '', pin: '', agreed: false, color: 'red', pressedWith: [] });
  });

  it('presses again the button pressed before, once what was typed is in', async () => {
    const container = serverPage();
    const next = control<HTMLButtonElement>(container, 'button');
    window.claimkitEarlyPress = { take: () => next };
    control<HTMLInputElement>(container, 'label:first-child input').value = 'NWM-4J7K-2Q9P';
    control<HTMLInputElement>(container, 'input[name="pin"]').value = '583104';
    await hydrate(container);
    expect(seen.pressedWith).toEqual(['NWM-4J7K-2Q9P 583104']);
  });
});
