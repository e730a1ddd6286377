import { useEffect, useRef } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '#design-system/Button/Button.tsx';
import { ButtonRow } from '#design-system/ButtonRow/ButtonRow.tsx';
import { Toast, type ToastProps } from '#design-system/Toast/Toast.tsx';
import { ToastProvider, useToast } from '#design-system/Toast/ToastProvider.tsx';
import { spanishArgs, storyLocale, type StoryLocale } from '../support/locale.ts';

/** The texts of the toasts the app shows, in the toolbar's language. */
const texts = {
  en: {
    close: 'Close',
    saved: 'Saved',
    savedMessage: 'Your answers on this step have been saved.',
    uploaded: 'Uploaded',
    uploadedMessage: 'Your document was uploaded.',
    connectionLost: 'Connection lost',
    connectionLostMessage: 'We will try again in a moment.',
    uploadFailed: 'Upload failed',
    uploadFailedMessage: 'The file could not be read. Choose it again.',
    hideAll: 'Hide all',
  },
  es: {
    close: 'Cerrar',
    saved: 'Guardado',
    savedMessage: 'Se guardaron sus respuestas de este paso.',
    uploaded: 'Subido',
    uploadedMessage: 'Se subió su documento.',
    connectionLost: 'Se perdió la conexión',
    connectionLostMessage: 'Lo intentaremos de nuevo en un momento.',
    uploadFailed: 'No se pudo subir',
    uploadFailedMessage: 'No se pudo leer el archivo. Elíjalo de nuevo.',
    hideAll: 'Ocultar todos',
  },
} satisfies Record<StoryLocale, Record<string, string>>;

const meta = {
  title: 'Design system/Toast',
  component: Toast,
  // In Spanish too (the toolbar's language), in the visual and axe tests.
  tags: ['locale-es'],
  // Shown until closed, so the screenshot never races the timer.
  args: { open: true, onOpenChange: () => {}, title: 'Saved', duration: Infinity, closeLabel: 'Close' },
  parameters: spanishArgs<ToastProps>({ title: texts.es.saved, closeLabel: texts.es.close }),
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { message: texts.en.savedMessage },
  parameters: spanishArgs<ToastProps>({ message: texts.es.savedMessage }),
};
export const Success: Story = {
  args: { variant: 'success', message: texts.en.uploadedMessage },
  parameters: spanishArgs<ToastProps>({ message: texts.es.uploadedMessage }),
};
export const Warning: Story = {
  args: { variant: 'warning', title: texts.en.connectionLost, message: texts.en.connectionLostMessage },
  parameters: spanishArgs<ToastProps>({ title: texts.es.connectionLost, message: texts.es.connectionLostMessage }),
};
export const ErrorVariant: Story = {
  name: 'Error',
  args: { variant: 'error', title: texts.en.uploadFailed, message: texts.en.uploadFailedMessage },
  parameters: spanishArgs<ToastProps>({ title: texts.es.uploadFailed, message: texts.es.uploadFailedMessage }),
};

/** Buttons that call the toast API of the provider round them, as app code does. */
function ToastButtons({ locale }: { locale: StoryLocale }) {
  const toast = useToast();
  const t = texts[locale];
  return (
    <ButtonRow>
      <Button label={t.saved} onClick={() => void toast.show({ title: t.saved, message: t.savedMessage })} />
      <Button label={t.uploaded} onClick={() => void toast.success(t.uploaded, t.uploadedMessage)} />
      <Button label={t.connectionLost} onClick={() => void toast.warning(t.connectionLost, t.connectionLostMessage)} />
      <Button label={t.uploadFailed} onClick={() => void toast.error(t.uploadFailed, t.uploadFailedMessage)} />
      <Button label={t.hideAll} variant="outline" onClick={() => toast.hideAll()} />
    </ButtonRow>
  );
}

/** The imperative API: each button shows a toast, which hides itself after five seconds. */
export const FromTheApp: Story = {
  render: (_args, { globals }) => {
    const locale = storyLocale(globals);
    return (
      <ToastProvider closeLabel={texts[locale].close}>
        <ToastButtons locale={locale} />
      </ToastProvider>
    );
  },
};

/** Shows one toast of each kind by the name of its method, once, as a message kind from the server would. */
function ShowEachKindByName({ locale }: { locale: StoryLocale }) {
  const toast = useToast();
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    const t = texts[locale];
    toast.call('success', t.uploaded, t.uploadedMessage);
    toast.call('warning', t.connectionLost, t.connectionLostMessage);
    toast.call('error', t.uploadFailed, t.uploadFailedMessage);
  }, [toast, locale]);
  return null;
}

/** Three toasts stacked in the corner; they stay until closed, so the screenshot never races the timer. */
export const StackedByName: Story = {
  render: (_args, { globals }) => {
    const locale = storyLocale(globals);
    // Keyed by language: switching it shows the toasts afresh in the other one.
    return (
      <ToastProvider key={locale} closeLabel={texts[locale].close} duration={Infinity}>
        <ShowEachKindByName locale={locale} />
      </ToastProvider>
    );
  },
};
