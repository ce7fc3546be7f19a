'use strict';

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreController('api::timer-cta.timer-cta');
