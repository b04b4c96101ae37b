import { useSearchParams } from 'react-router-dom'

/** The signed token an e-mailed link carries (`?token=`); empty when the page was opened without one. */
export function useLinkToken(): string {
  const [searchParams] = useSearchParams()
  return searchParams.get('token') ?? ''
}
