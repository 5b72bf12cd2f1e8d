import type { Meta, StoryObj } from '@storybook/react-vite';
import { I18nProvider } from 'react-aria-components';
import { expect, waitFor } from 'storybook/test';
import { Countdown } from './Countdown';
import { endOfWeek, timeRemaining } from './countdownTime';

const meta = {
  title: 'UI Kit/Countdown',
  component: Countdown,
  tags: ['autodocs'],
  args: { label: 'Offer ends in' },
} satisfies Meta<typeof Countdown>;

export default meta;
type Story = StoryObj<typeof meta>;

function secondsShown(canvasElement: HTMLElement): string {
  const seconds = canvasElement.querySelectorAll('[role="timer"] > div')[3];
  return seconds?.firstElementChild?.textContent ?? '';
}

/** Counts down to the end of the current week (Sunday 23:59:59.999). */
export const EndOfWeek: Story = {
  play: async ({ canvas, canvasElement }) => {
    const timer = canvas.getByRole('timer', { name: 'Offer ends in' });
    const expectedDays = timeRemaining(endOfWeek(new Date()), new Date()).days;
    await expect(timer).toHaveTextContent(`${String(expectedDays).padStart(2, '0')}Days`);
    const before = secondsShown(canvasElement);
    await waitFor(() => expect(secondsShown(canvasElement)).not.toBe(before), { timeout: 2500 });
  },
};

/** A target a few seconds away: watch it reach zero and stop. */
export const AboutToEnd: Story = {
  // Rendered with a fresh target so the story also works when opened later.
  render: (args) => <Countdown {...args} target={new Date(Date.now() + 3_000)} />,
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('Time is up')).toBeInTheDocument(), {
      timeout: 5000,
    });
    await expect(canvas.getByRole('timer')).toHaveTextContent('00Days00Hours00Minutes00Seconds');
  },
};

/** Shows zeros once the target has passed. */
export const Passed: Story = {
  args: { target: new Date(2020, 0, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('00Days00Hours00Minutes00Seconds');
  },
};

/** An invalid Date: a development warning and zeros, no crash. */
export const InvalidTarget: Story = {
  args: { target: new Date(Number.NaN) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('00Days00Hours00Minutes00Seconds');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Seconds')).toBeVisible();
  },
};

/** Inside `<I18nProvider locale="de-DE">`: German unit names and announcement, no label given. */
export const German: Story = {
  args: { label: undefined, target: new Date(2020, 0, 1) },
  decorators: [
    (Story) => (
      <I18nProvider locale="de-DE">
        <div lang="de">
          <Story />
        </div>
      </I18nProvider>
    ),
  ],
  play: async ({ canvas }) => {
    const timer = canvas.getByRole('timer', { name: 'Verbleibende Zeit' });
    await expect(timer).toHaveTextContent('00Tage00Stunden00Minuten00Sekunden');
    await expect(canvas.getByText('Die Zeit ist abgelaufen')).toBeInTheDocument();
  },
};

/** French: a day counts in the singular, and so does zero ("Il reste 1 jour, 0 heure et 5 minutes"). */
export const French: Story = {
  args: { label: undefined },
  render: (args) => (
    <I18nProvider locale="fr-FR">
      <div lang="fr">
        <Countdown {...args} target={new Date(Date.now() + 24 * 3_600_000 + 5 * 60_000 + 30_000)} />
      </div>
    </I18nProvider>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer', { name: 'Temps restant' })).toHaveTextContent('Jours');
    await expect(canvas.getByText('Il reste 1 jour, 0 heure et 5 minutes')).toBeInTheDocument();
  },
};
