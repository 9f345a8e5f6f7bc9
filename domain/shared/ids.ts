/** The largest id a `serial` column holds (PostgreSQL integer): larger ones are refused at the edge. */
export const maxDatabaseId = 2_147_483_647;
