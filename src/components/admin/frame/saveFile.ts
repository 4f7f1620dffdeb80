/** Hands a file made in the page (a backup, an export) to the browser's download, under its name. */
export const saveFile = (blob: Blob, name: string): void => {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.style.display = 'none'
  document.body.append(link)
  link.click()
  link.remove()
  // The download has taken the file by the next task; the address is freed after it.
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
