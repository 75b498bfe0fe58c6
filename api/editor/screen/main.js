// @ts-check
import { noBuildsYet } from './builds.js';
import { wireFind } from './find.js';
import { wireFulfilment } from './fulfil.js';
import { wireOrders } from './orders.js';
import { wireRefunds } from './refunds.js';
import { wireReturns } from './returns.js';
import { hasKey } from './session.js';
import { enter, wireSignIn } from './sign-in.js';

/*
 * The editor screen's script (api/editor/screen.ts), its one entry: plain DOM, no framework. Signs
 * in with the editor key (kept in sessionStorage, sent as Bearer), finds a product, saves its names,
 * description and each sku's prices and stock, shows field errors from a 422 under their fields,
 * follows the build a save asked for, lists the orders awaiting payment with the merchant's
 * decision, the orders to fulfil with the merchant's moves, the returns with the merchant's
 * decision and receipt, and the money owed back. Every value from the API is written as text,
 * never as HTML. The other modules only define; this one wires them, so what runs at load is all here.
 */

wireSignIn();
wireFind();
wireOrders();
wireFulfilment();
wireReturns();
wireRefunds();
noBuildsYet();
// A key kept from earlier in this tab (a reload): straight to the signed-in screen.
if (hasKey()) enter();
