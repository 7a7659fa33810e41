// `npm run db:seed`: opening the database migrates it and seeds an empty products table.
import { closeDatabase, databasePath, getDatabase } from '../db/client';
import { products } from '../db/schema';

const total = getDatabase().select().from(products).all().length;
console.log(`${databasePath()}: ${total} products`);
closeDatabase();
