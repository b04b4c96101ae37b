import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import './index.css'

function Placeholder() {
  return (
    <main>
      <h1>Idaho AI Alliance</h1>
    </main>
  )
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Placeholder />
  </StrictMode>,
)
