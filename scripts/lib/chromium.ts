/**
 * The machine's Chromium and the flags every headless run of it here uses (the e2e suite and the
 * benchmarks): no sandbox in the container, and nothing that phones home or updates itself in
 * the middle of a measurement.
 */
export const CHROMIUM_PATH = '/usr/bin/chromium'

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
