import { describe, expect, it } from 'vitest'
import { attachmentDisposition, downloadName, sanitiseOriginalName } from './file-names.ts'

describe('sanitiseOriginalName', () => {
  it('keeps an ordinary name, trimmed', () => {
    expect(sanitiseOriginalName('  Программа тура.pdf ')).toBe('Программа тура.pdf')
  })

  it('drops folders of either kind of separator', () => {
    expect(sanitiseOriginalName('../../etc/passwd')).toBe('passwd')
    expect(sanitiseOriginalName('C:\\Users\\anna\\photo.jpg')).toBe('photo.jpg')
  })

  it('removes control characters, line separators and bidirectional overrides', () => {
    expect(sanitiseOriginalName('a\u0000b\r\n\u0007c\u007f\u0085.txt')).toBe('abc.txt')
    expect(sanitiseOriginalName('photo\u202Egpj.exe')).toBe('photogpj.exe')
    expect(sanitiseOriginalName('x\u2028y\u2066z')).toBe('xyz')
  })

  it('cuts at 255 characters without splitting a surrogate pair', () => {
    expect(sanitiseOriginalName('a'.repeat(300))).toHaveLength(255)
    const cut = sanitiseOriginalName(`${'a'.repeat(254)}😀`)
    expect(cut).toBe('a'.repeat(254))
  })

  it('names a file with nothing left “file”', () => {
    expect(sanitiseOriginalName('')).toBe('file')
    expect(sanitiseOriginalName(' \u0000\u202E ')).toBe('file')
    expect(sanitiseOriginalName('folder/')).toBe('file')
  })

  it('normalises to NFC', () => {
    expect(sanitiseOriginalName('e\u0301.txt')).toBe('\u00e9.txt')
  })
})

describe('downloadName', () => {
  it('keeps a name that ends in one of the type’s extensions, in any case', () => {
    expect(downloadName('Ticket.PDF', ['pdf'])).toBe('Ticket.PDF')
    expect(downloadName('photo.jpeg', ['jpg', 'jpeg'])).toBe('photo.jpeg')
  })

  it('adds the type’s extension to any other name', () => {
    expect(downloadName('invoice.exe', ['pdf'])).toBe('invoice.exe.pdf')
    expect(downloadName('notes', ['txt'])).toBe('notes.txt')
  })

  it('stays within 255 characters', () => {
    const name = downloadName('a'.repeat(255), ['docx'])
    expect(name).toHaveLength(255)
    expect(name.endsWith('.docx')).toBe(true)
  })
})

describe('attachmentDisposition', () => {
  it('always downloads, with an ASCII fallback and the exact name in filename*', () => {
    expect(attachmentDisposition('Тур "Алтай" 100%.pdf')).toBe(
      `attachment; filename="___ _______ 100_.pdf"; filename*=UTF-8''%D0%A2%D1%83%D1%80%20%22%D0%90%D0%BB%D1%82%D0%B0%D0%B9%22%20100%25.pdf`,
    )
  })

  it('escapes the characters RFC 5987 reserves, and a header break cannot get through', () => {
    const header = attachmentDisposition("it's (1)*.txt\r\nSet-Cookie: a=b")
    expect(header).toContain("filename*=UTF-8''it%27s%20%281%29%2A.txt%0D%0ASet-Cookie%3A%20a%3Db")
    expect(header).not.toMatch(/[\r\n]/)
  })
})
