import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css.ts';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const wrapper = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space.xl,
});

export const circle = style({
  width: '2.5rem',
  height: '2.5rem',
  border: `4px solid ${vars.color.surface}`,
  borderTopColor: vars.color.primary,
  borderRadius: '50%',
  animation: `${spin} 0.9s linear infinite`,
  '@media': {
    // Reduced motion: a slow pulse is still a sign of life, without the spinning.
    '(prefers-reduced-motion: reduce)': { animationDuration: '3s' },
  },
});
