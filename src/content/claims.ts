/**
 * The two claims the specification states (§9). They are quoted as given; do not add figures here
 * that the initiative cannot source.
 */
export type Claim = { figure: string; statement: string }

export const claims = [
  {
    figure: 'Nearly 40%',
    statement: 'of job skills will be influenced by AI by 2030.',
  },
  {
    figure: 'Fewer than 20%',
    statement: 'of teachers and professionals have been formally trained in AI.',
  },
] satisfies Claim[]
