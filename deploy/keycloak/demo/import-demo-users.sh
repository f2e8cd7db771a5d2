#!/bin/bash
# The demo profile only: waits for Keycloak, then adds the demo users (password Demo-2026!) to the happyway realm.
set -euo pipefail
kcadm=/opt/keycloak/bin/kcadm.sh
until $kcadm config credentials --server "$KEYCLOAK_URL" --realm master --user "$KEYCLOAK_ADMIN" --password "$KEYCLOAK_ADMIN_PASSWORD"; do
  sleep 3
done
$kcadm create partialImport -r happyway -s ifResourceExists=SKIP -f /demo/happyway-demo-users.json
