/**
 * Every mail's wording lives in this folder, one file per audience. A template is pure: it takes what the mail
 * tells (names, times, links already built with `appLink`) and answers its subject and text; the caller adds who
 * it goes to, its intent key and any attachment or unsubscribe footer.
 */
export interface MailWords {
  subject: string;
  text: string;
}
