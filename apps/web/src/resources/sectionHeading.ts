/** The heading of a record's sections: h2 on a page (under its h1), h3 in a dialog (under its title's h2). */
export type SectionHeading = 'h2' | 'h3';
