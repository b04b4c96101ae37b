import { useEffect, useRef, useState, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import type { Language } from '@schemas/languages'

/**
 * A page rendered inside an iframe of the given width, so the site's own breakpoints apply as on
 * a phone or a desktop: the iframe gets the desk's stylesheets and React renders the page into
 * its body (a portal keeps the desk's router and providers). Links inside do not navigate.
 */
export function PageFrame({
  width,
  scale,
  title,
  lang = 'en',
  children,
}: {
  width: number
  scale: number
  title: string
  /** The language the page is in, for its <html lang> (a screen reader's voice). */
  lang?: Language
  children: ReactNode
}) {
  const frame = useRef<HTMLIFrameElement>(null)
  const [body, setBody] = useState<HTMLElement>()
  const height = 900

  useEffect(() => {
    const document_ = frame.current?.contentDocument
    if (!document_) return
    document_.open()
    document_.write(`<!doctype html><html lang="${lang}"><head></head><body></body></html>`)
    document_.close()
    for (const style of document.querySelectorAll('link[rel="stylesheet"], style')) {
      document_.head.appendChild(style.cloneNode(true))
    }
    setBody(document_.body)
  }, [lang])

  return (
    <div
      style={{ width: width * scale, height: height * scale }}
      className="overflow-hidden border border-slate-400 bg-white"
    >
      <iframe
        ref={frame}
        title={title}
        width={width}
        height={height}
        style={{ transform: `scale(${scale})`, transformOrigin: '0 0' }}
      />
      {body &&
        createPortal(
          // Only stops the page’s links from leaving the desk.
          <div onClickCapture={(event) => event.preventDefault()}>
            <main>{children}</main>
          </div>,
          body,
        )}
    </div>
  )
}
