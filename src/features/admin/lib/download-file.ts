/** Saves text as a file the browser downloads (the CSV exports). */
export function downloadFile(fileName: string, contents: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([contents], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  // Revoked later: some browsers start the download only after the click's task has ended.
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
