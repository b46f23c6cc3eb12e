#!/bin/sh
# Registers the namespace the app uses ($NAMESPACE) once the server at
# $TEMPORAL_ADDRESS serves: the server image, unlike the retired auto-setup
# image, registers none. Then the search attributes Hackforge's workflows
# carry (the worker refuses to start without them). Runs in the
# temporalio/admin-tools image.
set -eu
tries=0
until temporal operator cluster health | grep -q SERVING; do
  tries=$((tries + 1))
  if [ "$tries" -ge 60 ]; then
    echo "Temporal at $TEMPORAL_ADDRESS is not serving after 2 minutes" >&2
    exit 1
  fi
  sleep 2
done
temporal operator namespace describe --namespace "$NAMESPACE" >/dev/null 2>&1 ||
  temporal operator namespace create --namespace "$NAMESPACE" --retention 72h
for attribute in HackathonId=Int OrganizationId=Int Summary=Keyword; do
  temporal operator search-attribute create --namespace "$NAMESPACE" --name "${attribute%=*}" --type "${attribute#*=}"
done
