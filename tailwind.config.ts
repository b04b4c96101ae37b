import type { Config } from 'tailwindcss'

/**
 * A calm, high-contrast public-sector palette. Every text/background pair used by the components
 * meets WCAG AA: primary #1d4ed8 with white is 6.7:1, accent #fbbf24 carries near-black text only
 * (amber fails as text on white), muted text #475569 on white is 7.6:1.
 */
export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        ink: '#0f172a',
        border: '#cbd5e1',
        primary: { DEFAULT: '#1d4ed8', hover: '#1e40af', foreground: '#ffffff', soft: '#eff6ff' },
        secondary: { DEFAULT: '#e2e8f0', hover: '#cbd5e1', foreground: '#0f172a' },
        accent: { DEFAULT: '#fbbf24', hover: '#f59e0b', foreground: '#1c1917' },
        muted: { DEFAULT: '#f1f5f9', foreground: '#475569' },
        destructive: { DEFAULT: '#b91c1c', hover: '#991b1b', foreground: '#ffffff' },
        success: { DEFAULT: '#15803d', hover: '#166534', foreground: '#ffffff' },
      },
      maxWidth: { content: '72rem' },
    },
  },
} satisfies Config
