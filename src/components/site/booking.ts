/** A booking page to open in the modal: the link, what it books, and whether it is a treatment or a discount. */
export type Booking = { link: string; name: string; kind: 'service' | 'discount' }
