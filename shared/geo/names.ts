// The one normalisation of names (cities, vehicle makes and models) used as lookup keys, shared by the data build
// scripts and the run-time lookups: accents dropped, lower case, letters and digits only ("Montréal" -> "montreal").
export function cityKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}
