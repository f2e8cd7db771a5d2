PID=$(ss -ltnp | grep ':3340 ' | grep -o 'pid=[0-9]*' | cut -d= -f2); [ -n "$PID" ] && kill $PID; sleep 2
(PORT=3340 DATA_DIR=/tmp/e2e-ux APP_ENV=${APP_ENV:-test} LOG_LEVEL=warn LOGIN_RATE_LIMIT_PER_MINUTE=1000 ./node_modules/.bin/node server/main.ts > /tmp/ux/srv.log 2>&1 &)
until curl -s localhost:3340/api/health >/dev/null; do sleep 1; done
