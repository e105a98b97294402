// Media types as clients declare them and as the sniffer (file-type) names them: one spelling each.

/** A declared media type as the sniffer names it: `image/jpg`, which clients send, is `image/jpeg`. */
export const canonicalMediaType = (declared: string) => {
  const type = declared.trim().toLowerCase();
  return type === 'image/jpg' ? 'image/jpeg' : type;
};
